import { Box, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRequestVersionsQuery } from '../../api/referralRequestsApi';
import type { RequestVersion } from '../../shared/schemas/referralRequests';
import { formatFileSize } from '../../shared/text';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Where a version's resume downloads from: the request's own for the current one, the version's for an earlier one. */
const resumeHref = (requestId: number, version: RequestVersion) =>
  version.id === null
    ? `/api/referral-requests/${requestId}/resume`
    : `/api/referral-requests/${requestId}/versions/${version.id}/resume`;

/**
 * Every version of a request once its candidate has sent changes, newest first: its date, job, message and resume,
 * each resume still downloadable. Nothing when the request is as it was first sent.
 */
export function RequestVersions({ requestId }: { requestId: number }) {
  const versions = useRequestVersionsQuery(requestId);
  if (versions.isError) return <Text color="fg.error">The earlier versions could not be loaded.</Text>;
  if (!versions.data) return <Spinner size="sm" aria-label="Loading the versions" />;
  if (versions.data.length < 2) return null;
  const headingId = `request-${requestId}-versions`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap={3}>
      <Text as="h4" id={headingId} fontWeight="semibold">
        Versions ({versions.data.length})
      </Text>
      <Stack as="ol" gap={3} listStyleType="none" ps={0}>
        {[...versions.data].reverse().map((version) => (
          <Box as="li" key={version.number} borderStartWidth="3px" borderColor="border.emphasized" ps={3}>
            <Text textStyle="sm" fontWeight="medium">
              Version {version.number}
              {version.current ? ' (current)' : ''}, sent{' '}
              <time dateTime={version.sentAt}>{when.format(new Date(version.sentAt))}</time>
            </Text>
            {version.jobTitle && <Text textStyle="sm">Job: {version.jobTitle}</Text>}
            <Text whiteSpace="pre-line" color="fg.muted" textStyle="sm" lineClamp={4}>
              {version.message}
            </Text>
            {version.resume ? (
              <Link href={resumeHref(requestId, version)} color="brand.700" textStyle="sm" download>
                Download version {version.number} resume ({version.resume.fileName},{' '}
                {formatFileSize(version.resume.size)})
              </Link>
            ) : (
              <Text color="fg.muted" textStyle="sm">
                Its resume has been deleted.
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
