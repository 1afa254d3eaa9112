import { renderEmail, type EmailBlock } from '../../lib/email-layout.ts';
import type { Mailer, MailMessage } from '../account/mailer.ts';
import type { DeliveryContent, Recipient } from './delivery-content.ts';
import { emailFrameTexts } from './email-texts.ts';
import type { DeliveryChannel } from './notification-delivery.ts';
import type { ClaimedDelivery } from './outbox.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/** The settings screen's notification section. */
export const NOTIFICATION_SETTINGS_PATH = '/settings#notifications';
/** The one-click unsubscribe endpoint (RFC 8058) the List-Unsubscribe header points at. */
export const UNSUBSCRIBE_API_PATH = '/api/notifications/unsubscribe';
/** The page an unsubscribe link in the email's footer opens. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/**
 * A notification email: the worded content in a plain frame (greeting, title, body or the quoted messages, a button
 * to the screen, and a footer saying why it came with a one-click unsubscribe for its kind and a link to the
 * settings), with List-Unsubscribe headers and a Message-ID made from the delivery's id.
 */
export function notificationEmail({
  delivery,
  recipient,
  content,
  publicUrl,
  unsubscribeToken,
}: {
  delivery: ClaimedDelivery;
  recipient: Recipient;
  content: DeliveryContent;
  publicUrl: string;
  unsubscribeToken: string;
}): MailMessage {
  const t = emailFrameTexts(recipient.language);
  const kind = t.kinds[delivery.event];
  const query = `?token=${encodeURIComponent(unsubscribeToken)}`;
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.hello(recipient.firstName) },
    { kind: 'heading', text: content.title },
    // Messages are quoted whole (the body is only the latest one cut short, for a push).
    content.lines.length ? { kind: 'quote', lines: content.lines } : { kind: 'paragraph', text: content.body },
  ];
  blocks.push(
    { kind: 'button', label: content.action, href: `${publicUrl}${content.path}`, paste: t.paste },
    {
      kind: 'footer',
      text: t.why(kind),
      links: [
        { label: t.unsubscribe(kind), href: `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}${query}` },
        { label: t.settings, href: `${publicUrl}${NOTIFICATION_SETTINGS_PATH}` },
      ],
    },
  );
  const { text, html } = renderEmail(recipient.language, blocks);
  return {
    to: recipient.email,
    subject: content.title,
    text,
    html,
    messageId: `<${delivery.id}@${new URL(publicUrl).hostname}>`,
    headers: {
      'List-Unsubscribe': `<${publicUrl}${UNSUBSCRIBE_API_PATH}${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The email channel: only to a verified address (else 'no_target'); a failed SMTP send throws and is retried. */
export function createEmailChannel({ mailer, tokens, publicUrl }: { mailer: Mailer; tokens: UnsubscribeTokens; publicUrl: string }): DeliveryChannel {
  return {
    async send(delivery, recipient, content) {
      if (!recipient.emailVerified || !recipient.email) return 'no_target';
      const unsubscribeToken = await tokens.sign(recipient.id, delivery.event);
      await mailer.send(notificationEmail({ delivery, recipient, content, publicUrl, unsubscribeToken }));
      return 'sent';
    },
  };
}
