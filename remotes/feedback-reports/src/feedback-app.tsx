import { ListStatus } from '@fidelidade/ui/list-table';
import { Paginator } from '@fidelidade/ui/paginator';
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
        <FeedbackFilters table={screen.table} />
        <ListStatus table={screen.table} errorMessage={feedbackLoadError}>
          <FeedbackTable table={screen.table} onRespond={screen.onRespond} />
          <div style={{ marginTop: 16 }}>
            <Paginator {...screen.table.list.paginatorProps} />
          </div>
        </ListStatus>
      </Card>
      <RespondFeedbackPanel {...screen.panelProps} />
    </section>
  );
}
