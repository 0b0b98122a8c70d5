import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Paginator } from '@fidelidade/ui/paginator';
import { TableSkeleton } from '@fidelidade/ui/table-skeleton';
import { Card, Typography } from 'antd';
import { FeedbackFilters } from './features/feedback/components/feedback-filters';
import { FeedbackTable } from './features/feedback/components/feedback-table';
import { RespondFeedbackPanel } from './features/feedback/components/respond-feedback-panel';
import { useFeedbackTable } from './features/feedback/hooks/use-feedback-table';

export const feedbackLoadError = 'Erro ao carregar dados de feedbacks. Verifique sua conexão.';

/** /admin/feedback (docs/product.md §2.11). */
export default function FeedbackScreen() {
  const screen = useFeedbackTable();
  return (
    <section aria-labelledby="feedback-title">
      <Typography.Title level={2} id="feedback-title">
        Feedbacks dos Usuários
      </Typography.Title>
      <Card>
        <FeedbackFilters {...screen.filterProps} />
        {screen.isError ? (
          <ErrorPanel message={feedbackLoadError} onRetry={screen.retry} />
        ) : screen.isInitialLoading ? (
          <TableSkeleton />
        ) : (
          <>
            <FeedbackTable {...screen.tableProps} />
            <div style={{ marginTop: 16 }}>
              <Paginator {...screen.paginatorProps} />
            </div>
          </>
        )}
      </Card>
      <RespondFeedbackPanel {...screen.panelProps} />
    </section>
  );
}
