import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { dataExportMessages, exportFileName } from '../../../shared/dataExport';

/** The server refused the archive, and said why. */
class ExportRefused extends Error {}

/** The archive, fetched whole: the server streams it, and a refusal (the hourly limit) comes back in words to show. */
async function fetchArchive() {
  const response = await fetch('/api/me/export', { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    throw new ExportRefused(typeof body?.message === 'string' ? body.message : dataExportMessages.failed);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? exportFileName(new Date());
  return { blob: await response.blob(), fileName };
}

/** Hands the archive to the browser's downloads, as a link to the file would. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the page's is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Download my data": a ZIP of everything ReferBridge keeps about the account (GET /api/me/export). */
export function YourData() {
  const dispatch = useAppDispatch();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string>();

  const download = async () => {
    setProblem(undefined);
    setWorking(true);
    try {
      const { blob, fileName } = await fetchArchive();
      save(blob, fileName);
      dispatch(toastAdded(dataExportMessages.ready));
    } catch (error) {
      setProblem(
        error instanceof Error && error.message !== 'Failed to fetch' ? error.message : dataExportMessages.failed,
      );
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack gap={4}>
      <Text color="fg.muted" textStyle="sm">
        A ZIP file with your account, profiles and notification settings, the requests you sent (with their history and
        the resumes you attached), the requests you received as a referrer, your survey answers, the jobs you posted and
        your sessions. Candidates&apos; contact details and resumes stay with them. A README in the file says what each
        part holds.
      </Text>
      {problem && (
        <Text color="fg.error" role="alert" textStyle="sm">
          {problem}
        </Text>
      )}
      <Button
        variant="outline"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        loading={working}
        loadingText="Preparing your data..."
        onClick={() => void download()}
      >
        Download my data
      </Button>
    </Stack>
  );
}
