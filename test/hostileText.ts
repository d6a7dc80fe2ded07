/**
 * Text that reads like an attack but is valid input: SQL and markup are only words, to be stored and shown, never run.
 * The server stores and answers them verbatim (test/server/hostileCatalogue.test.ts) and the pages show them as text
 * (test/features/escapedText.test.tsx).
 */
export const SCRIPT_LIKE_TEXT = {
  sqlName: "Robert'); DROP TABLE users;--",
  sqlQuote: "' OR '1'='1' --",
  sqlComment: '1; DELETE FROM referral_requests; /* */',
  scriptTag: '<script>document.body.dataset.injected = "script"</script>',
  imageTag: '<img src=x onerror="document.body.dataset.injected = \'img\'">',
  svgTag: '<svg onload="document.body.dataset.injected = \'svg\'"></svg>',
  boldTag: '<b>bold</b>',
} as const;

/** A referrer's bio made of them, long enough for the profile's rules (30 characters and more). */
export const SCRIPT_LIKE_BIO = `${SCRIPT_LIKE_TEXT.imageTag} I refer people. ${SCRIPT_LIKE_TEXT.scriptTag}`;
