import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useExportAccountData } from '../api/export-account-data.ts';

/** Settings → Download my data: one JSON file with everything the account holds. */
export function DownloadDataButton() {
  const exportData = useExportAccountData();
  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto sm:justify-self-start"
      disabled={exportData.isPending}
      aria-busy={exportData.isPending || undefined}
      onClick={() =>
        exportData.mutate(undefined, {
          onSuccess: () => toast.success('Your data is downloading'),
          onError: (failed) => toast.error('Failed to download your data', errorMessage(failed, 'Please try again.')),
        })
      }
    >
      {exportData.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {exportData.isPending ? 'Preparing...' : 'Download My Data'}
    </Button>
  );
}
