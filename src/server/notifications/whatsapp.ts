/**
 * WhatsApp, the second channel of the notification preferences (onboarding_profiles.notify_whatsapp). No provider is
 * wired into this server yet, so the transport it runs with says it is not configured: the preference is stored and
 * shown, and nothing is sent. A provider plugs in as a MessageTransport (AppOptions.whatsapp).
 */

/** One WhatsApp message: to the phone number as the person gave it, in plain text. */
export interface WhatsAppMessage {
  to: string;
  text: string;
}

/**
 * Where WhatsApp messages go. `send` is called only when `configured` is true, inside the transaction of the change
 * the message is about (as the mail outbox is written), so an implementation must hand the message over and return:
 * it must not wait on the provider's answer while the change's rows are locked.
 */
export interface MessageTransport {
  readonly configured: boolean;
  send(message: WhatsAppMessage): Promise<void>;
}

/** The transport of a server with no WhatsApp provider: it reports so, and refuses to send. */
export const WHATSAPP_NOT_CONFIGURED: MessageTransport = {
  configured: false,
  send: () => Promise.reject(new Error('WhatsApp messages are not configured on this server')),
};
