import { Button, type ButtonProps } from '@chakra-ui/react';
import { useAppDispatch } from '../../app/hooks';
import { trackShare } from '../../lib/analytics';
import { publicLink } from '../../shared/publicUrl';
import { ShareIcon } from '../catalog/catalogIcons';
import { toastAdded } from './toaster/toastsSlice';

interface ShareButtonProps {
  /** The app path to share, e.g. "/jobs/4". */
  path: string;
  /** What is shared, for the link preview in the share sheet. */
  title: string;
  /** The spec's `share` event: what kind of content, and which. */
  contentType: 'job' | 'referrer' | 'blog_post';
  contentId: string | number;
  size?: ButtonProps['size'];
}

/**
 * Shares a page by its public address: the system share sheet where the browser has one (phones), else the link is
 * copied and a toast says so. Sends the `share` event either way, once the person has shared or copied.
 */
export function ShareButton({ path, title, contentType, contentId, size }: ShareButtonProps) {
  const dispatch = useAppDispatch();
  const share = async () => {
    const url = publicLink(path, window.location.origin);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        trackShare(contentType, contentId);
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        await copy(url);
      }
      return;
    }
    await copy(url);
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      trackShare(contentType, contentId);
      dispatch(toastAdded({ title: 'Link copied', description: url }));
    } catch {
      dispatch(
        toastAdded({
          title: "Couldn't copy the link",
          description: `Copy it from here: ${url}`,
          variant: 'destructive',
        }),
      );
    }
  };
  return (
    <Button variant="outline" size={size} onClick={() => void share()}>
      <ShareIcon />
      Share
    </Button>
  );
}
