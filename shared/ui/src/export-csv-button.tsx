import { DownloadOutlined } from '@ant-design/icons';
import { getErrorMessage, getHttp } from '@fidelidade/session';
import { useMutation } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { cleanParams, type QueryParams } from './query-params';
import { fileNameFromDisposition, saveBlob } from './save-download';

export interface ExportCsvButtonProps {
  /** The list's path under /api/v1/ (the same URL as the table's): the API answers CSV with format=csv. */
  path: string;
  /** The list's current filters and `ordering`, as the table sends them (page and page_size are not). */
  params: QueryParams;
  /** The file name when the API sends no Content-Disposition. */
  fallbackFileName?: string;
  /** Only where there is nothing to export yet (the reports screen before its first search). */
  disabled?: boolean;
}

export const exportFailedMessage = 'Não foi possível exportar. Tente novamente.';

async function downloadCsv(props: ExportCsvButtonProps, params: QueryParams): Promise<void> {
  const searchParams = { ...cleanParams(params), format: 'csv' };
  // getHttp: the bearer token, and a refresh when it expired mid-session, like every list call.
  const response = await getHttp().get(props.path, { searchParams });
  const disposition = response.headers.get('content-disposition');
  saveBlob(
    await response.blob(),
    fileNameFromDisposition(disposition, props.fallbackFileName ?? 'export.csv'),
  );
}

/**
 * 'Exportar CSV': every row matching the list's current filters and sort (not just the page), as the
 * API streams it. Always enabled: an empty list exports the header row alone.
 */
export function ExportCsvButton(props: ExportCsvButtonProps) {
  const { message } = App.useApp();
  const exportCsv = useMutation({
    // The params travel with the click: the mutation's options are refreshed in an effect, one
    // render late, and a click right after a sort must export what the table then shows.
    mutationFn: (params: QueryParams) => downloadCsv(props, params),
    onError: async (error) => {
      message.error(await getErrorMessage(error, exportFailedMessage));
    },
  });
  return (
    <Button
      // Hidden from the accessible name: the button reads 'Exportar CSV', not 'download Exportar CSV'.
      icon={<DownloadOutlined aria-hidden />}
      loading={exportCsv.isPending}
      disabled={props.disabled}
      onClick={() => exportCsv.mutate(props.params)}
    >
      Exportar CSV
    </Button>
  );
}
