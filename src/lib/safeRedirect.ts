/** Only same-site paths are followed after sign-in or registration, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null, fallback: string) {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
