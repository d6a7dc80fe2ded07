import { Box, HStack, Stack, type BoxProps, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A grey bar standing for text or a control that is on its way. Hidden from assistive technology. */
export function SkeletonBar({
  width,
  height = '3',
  ...props
}: { width: BoxProps['w']; height?: BoxProps['h'] } & BoxProps) {
  return <Box h={height} w={width} borderRadius="l1" bg="bg.emphasized" flexShrink={0} aria-hidden="true" {...props} />;
}

/** Lines of body text on their way, each as tall as a line of text, the last one shorter. */
export function SkeletonLines({ lines, ...props }: { lines: number } & StackProps) {
  return (
    <Stack gap="2.5" py="1" maxW="70ch" aria-hidden="true" {...props}>
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonBar key={index} width={index === lines - 1 ? '60%' : '100%'} height="3.5" />
      ))}
    </Stack>
  );
}

/**
 * A detail page (a job, a referrer) while it loads: the shape of what comes, so nothing jumps when it arrives, and
 * tall enough that the footer stays below the first screen. Read out once, by its label.
 */
export function DetailPageSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={{ base: 8, md: 10 }} role="status" aria-label={label} aria-busy="true" animation="pulse">
      {children}
    </Stack>
  );
}

/** The company section of a job or referrer page (CompanyAbout) while the company loads. */
export function CompanyAboutSkeleton() {
  return (
    <Stack gap={2} aria-hidden="true" animation="pulse">
      <SkeletonBar width="40%" height="7" />
      <SkeletonBar width="24" height="5" />
      <SkeletonLines lines={3} />
      <SkeletonBar width="32" height="4" />
    </Stack>
  );
}

/** A row of small controls (badges, buttons) on their way. */
export function SkeletonRow({ widths, height }: { widths: BoxProps['w'][]; height: BoxProps['h'] }) {
  return (
    <HStack gap={3} flexWrap="wrap" aria-hidden="true">
      {widths.map((width, index) => (
        <SkeletonBar key={index} width={width} height={height} borderRadius="l2" />
      ))}
    </HStack>
  );
}
