/**
 * The frame every email shares: a plain single-column page that reads well on a phone (inline styles only, as mail
 * clients drop style sheets; at most 560 px wide), with a button and small print. Texts go in unescaped; this file
 * escapes them, so a user's words can never add markup.
 */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One block of an email, in reading order. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** A heading (the notification's title). */
  | { kind: 'heading'; text: string }
  /** Quoted lines (messages as their sender wrote them). */
  | { kind: 'quote'; lines: string[] }
  /** The main action: a button, with the address written out below it for clients that hide buttons. */
  | { kind: 'button'; label: string; href: string; paste: string }
  /** Small print: why the email came and how to stop it; `links` are shown after the text. */
  | { kind: 'footer'; text: string; links: { label: string; href: string }[] };

const styles = {
  body: 'margin: 0; padding: 0; background: #ffffff',
  main: 'max-width: 560px; margin: 0 auto; padding: 16px; font-family: Arial, sans-serif; font-size: 16px; color: #0f172a; line-height: 1.5',
  heading: 'font-size: 20px; line-height: 1.3; margin: 16px 0',
  quote: 'margin: 16px 0; padding: 8px 12px; border-left: 4px solid #cbd5e1; color: #334155; white-space: pre-wrap',
  button: 'display: inline-block; padding: 10px 16px; background: #4f46e5; color: #ffffff; border-radius: 8px; text-decoration: none',
  small: 'font-size: 13px; color: #475569',
  footer: 'margin-top: 24px; padding-top: 12px; border-top: 1px solid #e2e8f0; font-size: 13px; color: #475569',
};

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h1 style="${styles.heading}">${escapeHtml(block.text)}</h1>`;
    case 'quote':
      return block.lines.map((line) => `<blockquote style="${styles.quote}">${escapeHtml(line)}</blockquote>`).join('\n');
    case 'button':
      return [
        `<p><a href="${escapeHtml(block.href)}" style="${styles.button}">${escapeHtml(block.label)}</a></p>`,
        `<p style="${styles.small}">${escapeHtml(block.paste)} ${escapeHtml(block.href)}</p>`,
      ].join('\n');
    case 'footer': {
      const links = block.links.map((link) => `<a href="${escapeHtml(link.href)}" style="color: #475569">${escapeHtml(link.label)}</a>`);
      return `<p style="${styles.footer}">${escapeHtml(block.text)}${links.length ? `<br>${links.join(' · ')}` : ''}</p>`;
    }
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return block.text;
    case 'quote':
      return block.lines.map((line) => line.split('\n').map((l) => `> ${l}`).join('\n')).join('\n\n');
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'footer':
      return ['--', block.text, ...block.links.map((link) => `${link.label}: ${link.href}`)].join('\n');
  }
}

/** The text and HTML parts of an email made of these blocks, in `lang` (the HTML's lang attribute). */
export function renderEmail(lang: string, blocks: EmailBlock[]): { text: string; html: string } {
  const text = `${blocks.map(blockText).join('\n\n')}\n`;
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="${styles.body}"><div style="${styles.main}">
${blocks.map(blockHtml).join('\n')}
</div></body></html>`;
  return { text, html };
}
