import { Type, type Static } from 'typebox';
import { shareLinkRules, shareVisitRules } from '../shareLinks';
import { IdSchema, Nullable, ScalarInputSchema } from './common';
import { withRules } from './rules';

/** One share link of a referrer's, with what it brought: visits (counted once per browser session) and requests. */
export const ShareLinkSchema = Type.Object({
  token: Type.String(),
  /** The page it opens, `?ref=` included; the dashboard puts the site's origin before it. */
  path: Type.String(),
  visits: Type.Integer({ minimum: 0 }),
  requests: Type.Integer({ minimum: 0 }),
});
export type ShareLink = Static<typeof ShareLinkSchema>;

/** What a referrer can share: their profile, and each open job at their company, each with its link once made. */
export const ShareTargetSchema = Type.Object({
  jobId: Nullable(IdSchema),
  /** "Your profile", or the job's title. */
  title: Type.String(),
  link: Nullable(ShareLinkSchema),
});
export type ShareTarget = Static<typeof ShareTargetSchema>;

export const ShareTargetsSchema = Type.Array(ShareTargetSchema);

/** POST /api/me/share-links: the link to the profile (jobId null) or to a job at the referrer's company. */
export const ShareLinkBodySchema = withRules(shareLinkRules, { jobId: ScalarInputSchema });

/** POST /api/share-links/visits: one visit through a link, by its token. */
export const ShareVisitBodySchema = withRules(shareVisitRules, { token: Type.String() });

/** GET /api/share-links/:token: any text up to the router's limit; what is no token of ours is answered 404. */
export const ShareTokenParamsSchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * Where a share link points, for the page it opens: whose it is, and the job it names (null for a profile link). The
 * referrer's page and the request modal read it to tell a visitor of a full referrer's own link where the request goes.
 */
export const ShareLinkTargetSchema = Type.Object({ referrerId: IdSchema, jobId: Nullable(IdSchema) });
export type ShareLinkTarget = Static<typeof ShareLinkTargetSchema>;
