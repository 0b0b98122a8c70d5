import { ErrorPanel } from '@fidelidade/ui/error-panel';
import { Card, Skeleton } from 'antd';
import { useProgramme } from '../api/programme';
import { programmeMessages } from '../lib/programme-form';
import { ProgrammeForm } from './programme-form';

/** Configurações → Programa (docs/product.md §2.9): the points programme's settings (ADMIN). */
export function ProgrammeTab() {
  const programme = useProgramme();
  return (
    <Card title={programmeMessages.title}>
      {programme.isError ? (
        <ErrorPanel message={programmeMessages.loadFailed} onRetry={() => void programme.refetch()} />
      ) : programme.data ? (
        <ProgrammeForm settings={programme.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Card>
  );
}
