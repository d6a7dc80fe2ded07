import { Box } from '@chakra-ui/react';
import { usePageLoading } from '../routes/lazyPage';

/** While the next page's code is on its way, a thin bar at the top says the click was taken. */
export function PageLoadingBar() {
  const loadingPage = usePageLoading();
  if (!loadingPage) return null;
  return (
    <Box
      position="fixed"
      top={0}
      insetX={0}
      h="3px"
      bg="brand.500"
      zIndex="overlay"
      role="progressbar"
      aria-label="Loading page"
    />
  );
}
