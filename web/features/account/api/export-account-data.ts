import { useMutation } from '@tanstack/react-query';
import { accountExportFileName, type AccountExport } from '../../../../contract/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/account/export: everything the account holds, as JSON. */
export function exportAccountData(): Promise<AccountExport> {
  return apiRequest<AccountExport>('GET', '/api/account/export', undefined, { timeoutMs: 60_000 });
}

/** Hands the data to the browser as a file download (tutorhood-data-YYYY-MM-DD.json). */
function saveAsFile(data: AccountExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = accountExportFileName(new Date(data.exportedAt));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A mutation, not a query: the export is fetched on demand, never cached. */
export function useExportAccountData() {
  return useMutation({
    mutationKey: ['account', 'export'],
    mutationFn: exportAccountData,
    retry: false,
    onSuccess: saveAsFile,
  });
}
