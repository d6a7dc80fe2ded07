import {
  Button,
  CloseButton,
  HStack,
  type IconProps,
  Link,
  SimpleGrid,
  Stack,
  Text,
  useFieldContext,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Alert } from '../../../components/ui/chakra/Alert';
import { Dialog } from '../../../components/ui/chakra/Dialog';
import { Field } from '../../../components/ui/chakra/Field';
import { FileUpload } from '../../../components/ui/chakra/FileUpload';
import { NativeSelect } from '../../../components/ui/chakra/NativeSelect';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { fetchSavedResume, useGetCandidateProfileQuery } from '../../../api/accountApi';
import { selectCurrentUser } from '../../../api/sessionSlice';
import { useListReferralRequestsQuery } from '../../../api/referralRequestsApi';
import { FlowDialog } from '../../../components/ui/FlowDialog';
import { FocusFirstError } from '../../../components/ui/FocusFirstError';
import { FormikField } from '../../../components/ui/FormikField';
import { FormikTextarea } from '../../../components/ui/FormikTextarea';
import { StrokeIcon, UploadIcon } from '../../../components/ui/icons';
import { useFlow } from '../../../lib/useFlow';
import { checkPickedResume, RESUME_ACCEPT, referralRequestFormRules } from '../../../shared/referralRequest';
import { notOnReferBridgeRequestText, referrerAtCapacityMessage } from '../../../shared/responseStats';
import { fillTemplate, MESSAGE_TEMPLATES, type MessageTemplate } from '../messageTemplates';
import { useGetCompanyQuery, useGetJobQuery, useGetReferrerQuery } from '../../../api/catalogApi';
import { requestModalEvents } from '../../../../machines/requestModal.events';
import { requestModalFlow, type RequestFormValues } from '../requestModalFlow';
import { formatFileSize } from '../../../shared/text';
import { paths } from '../../../shared/paths';
import { requestNoticeText } from '../../../shared/requestNotice';
import { keepResume } from '../resumeRegistry';
import { useOpenRequestAtQuery } from '../referralApi';
import { OPEN_REQUEST_LINK_LABEL } from '../../../shared/openRequest';
import { isShareToken, SHARE_LINK_PARAMETER, shareLinkNotices } from '../../../shared/shareLinks';
import { useGetShareLinkTargetQuery } from '../../../api/shareLinkTargetApi';
import type { OpenRequestRefusal } from '../../../../machines/requestModal.machine';

interface FormValues extends RequestFormValues {
  resume: File | null;
}

/** The `job` query parameter of the page, when it is a job id (SPEC section 2). */
function useJobIdFromQuery() {
  const [searchParams] = useSearchParams();
  const value = Number(searchParams.get('job'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The referrer's share link the page was opened through (`?ref=`, src/shared/shareLinks.ts); read only here. */
function useShareTokenFromQuery() {
  const [searchParams] = useSearchParams();
  return searchParams.get(SHARE_LINK_PARAMETER) ?? '';
}

/** The request-referral modal, opened from anywhere with `requestModalEvents.open(...)`. */
export function RequestReferralModal() {
  const snapshot = useFlow(requestModalFlow);
  const dispatch = useAppDispatch();
  const isOpen = snapshot.matches('open');
  return (
    <FlowDialog open={isOpen} onClose={() => dispatch(requestModalEvents.close())}>
      <RequestForm key={snapshot.context.formVersion} sending={snapshot.matches({ open: 'sending' })} />
    </FlowDialog>
  );
}

function RequestForm({ sending }: { sending: boolean }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { context } = useFlow(requestModalFlow);
  const queryJobId = useJobIdFromQuery();
  const shareToken = useShareTokenFromQuery();
  const jobId = context.jobId ?? queryJobId;
  const referrer = useGetReferrerQuery(context.referrerId ?? skipToken);
  // A referrer who cannot take requests this week, asked through their own share link: the request is matched with
  // someone else at their company (as the server does), said as the modal opens, rather than refused.
  const full = referrer.data?.takingRequests === false;
  const shareLink = useGetShareLinkTargetQuery(full && isShareToken(shareToken) ? shareToken : skipToken);
  const fallsBack = full && context.referrerId !== null && shareLink.data?.referrerId === context.referrerId;
  // The name the modal was opened with (often from a link) stands only until the server confirms it; a request that
  // falls back goes to whoever is matched.
  const referrerName = fallsBack ? null : (referrer.data?.name ?? (referrer.isError ? null : context.referrerName));

  const initialValues: FormValues = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    company: '',
    experience: '',
    message: '',
    jobTitle: context.jobTitle ?? '',
    jobId: context.jobId === null ? queryJobId : null,
    shareToken,
    resume: null,
  };

  return (
    <Formik<FormValues>
      initialValues={initialValues}
      validationSchema={referralRequestFormRules}
      onSubmit={(values) => {
        if (!values.resume) return;
        const { resume, ...fields } = values;
        dispatch(requestModalEvents.submit(fields, dispatch(keepResume(resume))));
      }}
    >
      <Dialog.Content>
        <Form noValidate aria-label="Request a referral" style={{ display: 'contents' }}>
          <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1}>
            <Dialog.Title>
              {referrerName ? `Request a referral from ${referrerName}` : 'Request a Referral'}
            </Dialog.Title>
            <Text color="fg.muted" textStyle="sm">
              {!context.referrerId || fallsBack
                ? "Tell us where you want to work; we'll match you with a referrer there."
                : referrer.data?.readsRequests === false
                  ? // Nobody reads requests for them: the server matches it with a colleague who does.
                    notOnReferBridgeRequestText(referrer.data.name, referrer.data.companyName)
                  : // Said only once the server confirms it: until then, nothing is promised.
                    referrer.data?.readsRequests && 'Your message and resume go straight to this referrer.'}
            </Text>
          </Dialog.Header>
          <Dialog.Body>
            <Prefill referrerId={context.referrerId} jobId={jobId} />
            {fallsBack ? (
              <Alert.Root status="info" mb={4} data-testid="share-link-fallback">
                <Alert.Indicator />
                <Alert.Description>
                  {shareLinkNotices.atCapacity(referrer.data!.name, referrer.data!.companyName)}
                </Alert.Description>
              </Alert.Root>
            ) : (
              full &&
              // Said before the candidate writes a word, once it is known no own share link lifts it: the server would
              // refuse the request at the end.
              (shareLink.isFetching ? null : (
                <Alert.Root status="warning" mb={4}>
                  <Alert.Indicator />
                  <Alert.Description>
                    {referrerAtCapacityMessage(referrer.data!.name, referrer.data!.companyName)}
                  </Alert.Description>
                </Alert.Root>
              ))
            )}
            <OpenRequestNotice refused={context.openRequest} />
            <RefusedFields fieldErrors={context.fieldErrors} />
            <FocusFirstError refusal={context.fieldErrors} />
            <Stack gap={4}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                <FormikField name="name" label="Full name" autoComplete="name" required />
                <FormikField name="email" label="Email" type="email" autoComplete="email" required />
                <FormikField name="phone" label="Phone" type="tel" autoComplete="tel" required />
                <FormikField name="company" label="Company you want to join" autoComplete="off" required />
                <FormikField
                  name="experience"
                  label="Years of experience"
                  type="number"
                  min={0}
                  inputMode="numeric"
                  required
                />
                <FormikField name="jobTitle" label="Job title (optional)" />
              </SimpleGrid>
              <TemplatePicker />
              <FormikTextarea name="message" label="Cover letter / message" required />
              <ResumeField />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer flexDirection="column" alignItems="stretch" gap={3}>
            <RequestNotice
              referrerName={referrerName}
              matched={!context.referrerId || fallsBack || referrer.data?.readsRequests === false}
              referrerCompany={referrer.data?.readsRequests ? referrer.data.companyName : null}
            />
            <HStack justify="flex-end" gap={3}>
              <Button variant="ghost" onClick={() => dispatch(requestModalEvents.close())} disabled={sending}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" disabled={sending}>
                {sending ? 'Sending...' : 'Send Request'}
              </Button>
            </HStack>
          </Dialog.Footer>
        </Form>
        {!sending && (
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close" />
          </Dialog.CloseTrigger>
        )}
      </Dialog.Content>
    </Formik>
  );
}

/**
 * An arrow leaving a box: the link opens in a new tab (it says so in words too, for screen readers). Kept here rather
 * than with the shell's icons, whose module is in every page's first visit.
 */
const NewTabIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </StrokeIcon>
);

/**
 * Who will receive the request and what they may do with it, said where the candidate decides to send it
 * (src/shared/requestNotice.ts; the request carries the notice's version). A request to be matched goes to a referrer
 * at the company the form names, as the candidate types it. The privacy policy opens in a new tab, so nothing typed
 * here is lost.
 */
function RequestNotice({
  referrerName,
  matched,
  referrerCompany,
}: {
  referrerName: string | null;
  matched: boolean;
  referrerCompany: string | null;
}) {
  const { values } = useFormikContext<FormValues>();
  const company = (!matched && referrerCompany) || values.company;
  return (
    <Text color="fg.muted" textStyle="sm" data-testid="request-notice">
      {requestNoticeText({ referrerName, matched, company })}{' '}
      <Link href={paths.privacy.href()} target="_blank" rel="noopener" color="brand.700">
        How we handle your data <NewTabIcon boxSize="0.9em" />
        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </Link>
    </Text>
  );
}

/** How long the company must stay as typed before the modal asks about it (a name half typed is not asked). */
const COMPANY_SETTLE_MS = 400;

/** `value` once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The candidate's open request at the company the form names (one per company), said before they write a word when
 * the company comes from the referrer or the job, as the full referrer's warning is: the server would refuse the
 * request at the end. A signed-out candidate is known by the e-mail they send, so they learn it from the server's
 * refusal (`refused`), shown here too, with the form as they typed it.
 */
function OpenRequestNotice({ refused }: { refused: OpenRequestRefusal | null }) {
  const user = useAppSelector(selectCurrentUser);
  const { values } = useFormikContext<FormValues>();
  const company = useSettled(values.company.trim(), COMPANY_SETTLE_MS);
  const asked = useOpenRequestAtQuery(user && company ? company : skipToken);
  const found = refused ?? asked.data?.openRequest ?? null;
  if (!found) return null;
  return (
    <Alert.Root status="warning" mb={4} data-testid="open-request">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{found.message}</Alert.Description>
        <Link asChild color="brand.700" fontWeight="medium">
          <RouterLink to={found.path}>{OPEN_REQUEST_LINK_LABEL}</RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The form's own fields; a refusal of anything else (the referrer, the job) is shown above them. */
const FORM_FIELDS = ['name', 'email', 'phone', 'company', 'experience', 'message', 'jobTitle', 'resume'];

/** Shows what the server refused in the last send: under each field, or above the form for hidden ones. */
function RefusedFields({ fieldErrors }: { fieldErrors: Record<string, string> }) {
  const { setErrors, setTouched, touched } = useFormikContext<FormValues>();
  useEffect(() => {
    const visible = Object.entries(fieldErrors).filter(([field]) => FORM_FIELDS.includes(field));
    if (visible.length === 0) return;
    void setTouched({ ...touched, ...Object.fromEntries(visible.map(([field]) => [field, true])) }, false);
    setErrors(Object.fromEntries(visible));
    // Only a new refusal should set errors; the user's later edits clear them as usual.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldErrors]);
  const hidden = Object.entries(fieldErrors).filter(([field]) => !FORM_FIELDS.includes(field));
  if (hidden.length === 0) return null;
  return (
    <Alert.Root status="error" mb={4}>
      <Alert.Indicator />
      <Alert.Description>{hidden.map(([, message]) => message).join(' ')}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * Fills the company (the referrer's, else the job's) and the job title (the job's), unless the candidate typed them.
 * A later, better answer (the referrer's company after the job's) replaces only what was filled in, never what was
 * typed. For a signed-in user it also fills what the product already knows of them: the years of experience of their
 * candidate profile and the phone of their latest request.
 */
function Prefill({ referrerId, jobId }: { referrerId: number | null; jobId: number | null }) {
  const { values, touched, setFieldValue } = useFormikContext<FormValues>();
  const user = useAppSelector(selectCurrentUser);
  const profile = useGetCandidateProfileQuery(user ? undefined : skipToken);
  const latestRequest = useListReferralRequestsQuery(user ? { party: 'candidate', limit: 1 } : skipToken);
  const knownExperience = profile.data?.experience ?? null;
  const knownPhone = latestRequest.data?.items[0]?.phone ?? null;
  const referrer = useGetReferrerQuery(referrerId ?? skipToken);
  const companyId = referrer.data?.companyId ?? null;
  const company = useGetCompanyQuery(companyId ?? skipToken);
  const job = useGetJobQuery(jobId ?? skipToken);
  const suggestedCompany = company.data?.name ?? job.data?.companyName ?? null;
  const filledCompany = useRef<string | null>(null);

  useEffect(() => {
    // The session may answer after the modal opened (a visitor landing straight on /refer).
    if (user && !values.name && !touched.name) void setFieldValue('name', user.name, false);
    if (user && !values.email && !touched.email) void setFieldValue('email', user.email, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);
  useEffect(() => {
    if (knownExperience !== null && values.experience === '' && !touched.experience)
      void setFieldValue('experience', knownExperience, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [knownExperience]);
  useEffect(() => {
    if (knownPhone && !values.phone && !touched.phone) void setFieldValue('phone', knownPhone, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [knownPhone]);
  useEffect(() => {
    const untouched = !touched.company && (values.company === '' || values.company === filledCompany.current);
    if (!suggestedCompany || !untouched) return;
    filledCompany.current = suggestedCompany;
    void setFieldValue('company', suggestedCompany, false);
    // Only a newly arrived name should fill the field; later edits are the candidate's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggestedCompany]);
  useEffect(() => {
    // A job link that no longer works must not block the request: it is sent without the job.
    if (job.isError && jobId !== null) void setFieldValue('jobId', null, false);
  }, [job.isError, jobId, setFieldValue]);
  useEffect(() => {
    if (job.data && !values.jobTitle && !touched.jobTitle) void setFieldValue('jobTitle', job.data.title, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.data]);
  return null;
}

function TemplatePicker() {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const [template, setTemplate] = useState<MessageTemplate>('Custom');
  return (
    <Field.Root>
      <Field.Label>Message template</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={template}
          onChange={(event) => {
            const next = event.currentTarget.value as MessageTemplate;
            setTemplate(next);
            void setFieldValue('message', fillTemplate(next, values, values.message));
          }}
        >
          {MESSAGE_TEMPLATES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>Templates use your name, the job title, the company and your experience.</Field.HelperText>
    </Field.Root>
  );
}

/** The file errors of the picker that are not a refusal of the file itself: picking the same file again. */
const REPICK = 'FILE_EXISTS';

/**
 * The resume, picked through a button that looks like the rest of the form, then shown by name and size with a way
 * to remove it. A bad file is refused the moment it is picked (SPEC section 5) with the spec's message: the picker
 * runs the spec's own check (checkPickedResume), not its generic type and size checks, which have no words of ours.
 * The file lives in Formik (the picker mirrors it), so submitting validates it with the rest of the form.
 */
function ResumeField() {
  const [field, meta, helpers] = useField<File | null>('resume');
  const [pickError, setPickError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const error = pickError ?? (meta.touched ? meta.error : undefined);
  const take = async (file: File | null, problem?: string) => {
    setPickError(problem);
    // Validate against the new value: validating in setTouched would still see the old one.
    await helpers.setTouched(true, false);
    await helpers.setValue(file, !problem);
  };
  return (
    <Field.Root invalid={Boolean(error)} required>
      <FileUpload.Root
        maxFiles={1}
        acceptedFiles={field.value ? [field.value] : []}
        validate={(file) => (checkPickedResume(file) ? ['RESUME_REFUSED'] : null)}
        onFileAccept={({ files }) => void take(files[0] ?? null)}
        onFileReject={({ files }) => {
          const refused = files.find((rejection) => rejection.errors.some((code) => code !== REPICK));
          if (!refused) return;
          // A bad pick also drops the file picked before it, from the input too: what shows is what will be sent.
          if (inputRef.current) inputRef.current.value = '';
          void take(null, checkPickedResume(refused.file));
        }}
        gap={2}
      >
        <FileUpload.HiddenInput ref={inputRef} name="resume" accept={RESUME_ACCEPT} />
        <Field.Label>
          Resume
          <Field.RequiredIndicator />
        </Field.Label>
        <HStack gap={2} flexWrap="wrap">
          <ResumeTrigger attached={field.value !== null} />
          {!field.value && <SavedResumeButton onAttach={(file) => void take(file)} />}
        </HStack>
        <FileUpload.ItemGroup aria-label="Attached file">
          <FileUpload.Context>
            {({ acceptedFiles }) =>
              acceptedFiles.map((file) => (
                <FileUpload.Item key={file.name} file={file}>
                  <FileUpload.ItemPreview />
                  <FileUpload.ItemContent>
                    <FileUpload.ItemName />
                    <FileUpload.ItemSizeText>{formatFileSize(file.size)}</FileUpload.ItemSizeText>
                  </FileUpload.ItemContent>
                  <FileUpload.ItemDeleteTrigger aria-label={`Remove ${file.name}`} />
                </FileUpload.Item>
              ))
            }
          </FileUpload.Context>
        </FileUpload.ItemGroup>
      </FileUpload.Root>
      {!field.value && !error && <Field.HelperText>PDF, DOC or DOCX, up to 5 MB.</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * For a signed-in candidate with a default resume (/referee-profile): attaches it in one press, as if picked from the
 * disk, so the form and the server check it like any other.
 */
function SavedResumeButton({ onAttach }: { onAttach: (file: File) => void }) {
  const user = useAppSelector(selectCurrentUser);
  const profile = useGetCandidateProfileQuery(user ? undefined : skipToken);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const saved = profile.data?.resume;
  if (!saved) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={loading}
      onClick={() => {
        setLoading(true);
        setFailed(false);
        fetchSavedResume(saved)
          .then(onAttach)
          .catch(() => setFailed(true))
          .finally(() => setLoading(false));
      }}
    >
      {failed ? 'Try your saved resume again' : `Use my saved resume (${saved.fileName})`}
    </Button>
  );
}

/** Opens the file picker; a button in the form's own style, reachable with Tab, described by the field's text. */
function ResumeTrigger({ attached }: { attached: boolean }) {
  const fieldContext = useFieldContext();
  return (
    <FileUpload.Trigger asChild>
      <Button
        variant="outline"
        size="sm"
        // The field's error while there is one, else its hint (the field links neither to a button by itself).
        aria-describedby={fieldContext?.invalid ? fieldContext.ids.errorText : fieldContext?.ariaDescribedby}
        aria-invalid={fieldContext?.invalid || undefined}
        _invalid={{ borderColor: 'border.error' }}
      >
        <UploadIcon />
        {attached ? 'Replace resume' : 'Upload resume'}
      </Button>
    </FileUpload.Trigger>
  );
}
