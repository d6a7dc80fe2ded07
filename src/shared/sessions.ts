/** /profile's list of sessions: what the person reads (src/server/routes/sessions.ts). */
export const sessionMessages = {
  notFound: 'That session has already ended.',
  ended: { title: 'Session ended', description: 'That device is signed out.' },
  othersEnded: { title: 'Signed out everywhere else', description: 'Every other device is signed out.' },
  failed: 'We could not end that session. Please try again.',
  listFailed: 'We could not load your sessions.',
} as const;
