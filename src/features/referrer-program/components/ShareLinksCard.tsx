import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { serverMessage } from '../../../api/baseQuery';
import { useAppDispatch } from '../../../app/hooks';
import { ListError } from '../../../components/catalog/ListError';
import { Input } from '../../../components/ui/chakra/Input';
import { FormAlert } from '../../../components/ui/FormAlert';
import { SectionCard } from '../../../components/ui/SectionCard';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import type { ShareTarget } from '../../../shared/schemas/shareLinks';
import { shareLinkMessages } from '../../../shared/shareLinks';
import { useListShareTargetsQuery, useMakeShareLinkMutation } from '../shareLinksApi';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * "Share links": a link to the referrer's profile and to each open job at their company, to post anywhere. A request
 * that starts from one comes to them while they can take it; each link counts its visits and requests. The links carry
 * a random token, nothing about the referrer.
 */
export function ShareLinksCard() {
  const targets = useListShareTargetsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SectionCard
      id="share-links"
      title="Share links"
      description="Post these links anywhere: a request that starts from one comes to you while you have room this week. Each counts its visits and the requests it brought."
    >
      {targets.isError ? (
        <ListError message="We couldn't load your links." onRetry={() => void targets.refetch()} />
      ) : !targets.data ? (
        <Text color="fg.muted">Loading your links...</Text>
      ) : (
        <Stack as="ul" gap={4} listStyleType="none" aria-label="Your share links">
          {targets.data.map((target) => (
            <ShareTargetRow key={target.jobId ?? 'profile'} target={target} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function ShareTargetRow({ target }: { target: ShareTarget }) {
  const [makeLink, making] = useMakeShareLinkMutation();
  const [refusal, setRefusal] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const dispatch = useAppDispatch();
  const label = target.jobId === null ? 'Link to your profile' : `Link to ${target.title}`;
  // This site's own address: the link must open the pages that count its visits.
  const url = target.link ? new URL(target.link.path, window.location.origin).href : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(toastAdded({ title: shareLinkMessages.copied, description: url }));
    } catch {
      // No clipboard (an older browser, an insecure page, a refused permission): the link is selected to copy by hand.
      inputRef.current?.focus();
      inputRef.current?.select();
      setRefusal(shareLinkMessages.copyFailed);
    }
  };

  return (
    <Stack as="li" gap={2} borderBottomWidth="1px" pb={4} _last={{ borderBottomWidth: 0, pb: 0 }}>
      <HStack justify="space-between" gap={3} flexWrap="wrap">
        <Text fontWeight="semibold">{target.title}</Text>
        {target.link && (
          <Text color="fg.muted" textStyle="sm" data-testid="share-link-counts">
            {plural(target.link.visits, 'visit')} · {plural(target.link.requests, 'request')}
          </Text>
        )}
      </HStack>
      {target.link ? (
        <HStack gap={2} align="stretch">
          <Input
            ref={inputRef}
            readOnly
            value={url}
            aria-label={label}
            size="sm"
            flex="1"
            minW={0}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" colorPalette="brand" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
            Copy
          </Button>
        </HStack>
      ) : (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          loading={making.isLoading}
          onClick={() => {
            setRefusal(undefined);
            makeLink({ jobId: target.jobId })
              .unwrap()
              .catch((error: unknown) => setRefusal(serverMessage(error) ?? "We couldn't make the link. Try again."));
          }}
        >
          Get a link
        </Button>
      )}
      <FormAlert message={refusal} />
    </Stack>
  );
}
