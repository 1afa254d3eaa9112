import { Download, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useExportAccountData } from '../api/export-account-data.ts';

/** Settings → Download my data: one JSON file with everything the account holds. */
export function DownloadDataButton() {
  const { t } = useTranslation('account');
  const exportData = useExportAccountData();
  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto sm:justify-self-start"
      disabled={exportData.isPending}
      aria-busy={exportData.isPending || undefined}
      onClick={() =>
        exportData.mutate(undefined, {
          onSuccess: () => toast.success(t('downloadData.success')),
          onError: (failed) => toast.error(t('downloadData.failed'), errorMessage(failed, t('tryAgain'))),
        })
      }
    >
      {exportData.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {exportData.isPending ? t('downloadData.submitting') : t('downloadData.submit')}
    </Button>
  );
}
