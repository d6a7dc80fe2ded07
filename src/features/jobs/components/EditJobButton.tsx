import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import type { Job } from '../../../shared/schemas/catalog';

/** Its poster's (or an admin's) way from a job to its form, where Apply with Referral is for everyone else. */
export function EditJobButton({ job, ...buttonProps }: { job: Job } & ButtonProps) {
  return (
    <Button asChild colorPalette="brand" {...buttonProps}>
      <RouterLink to={paths.jobPosting.href({ edit: job.id })} aria-label={`Edit ${job.title}`}>
        Edit
      </RouterLink>
    </Button>
  );
}
