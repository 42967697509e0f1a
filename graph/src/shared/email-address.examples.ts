/**
 * Addresses the one e-mail rule (email-address.ts) must accept and refuse, shared by the server's
 * and the web client's tests so that both tiers are held to the same list.
 */

/** Addresses a mail server takes as they are: sign-up accepts them and the mailer sends to them. */
export const ACCEPTED_EMAILS: readonly string[] = [
  'nova@example.com',
  'Nova.Raye@Example.COM',
  "o'brien@example.com",
  'first.last+tag@sub.example.co.uk',
  'a_b-c@ex-ample.com',
  "!#$%&'*+/=?^_`{|}~-@example.com",
  'a@b.co',
  '1234@example.com',
  // Internationalised domains: the mailer sends them as their punycode (xn--) form.
  'nova@bücher.example',
  'nova@xn--bcher-kva.example',
  'kofi@пример.рф',
  'haruto@例え.jp',
  `${'x'.repeat(64)}@example.com`,
];

/** Addresses sign-up refuses, because the mailer cannot send to them as they are (or at all). */
export const REFUSED_EMAILS: readonly string[] = [
  // Lists: a mail header reads them as several recipients.
  'a,b123@example.com',
  'a;b@example.com',
  'a@example.com,victim@example.com',
  // Quotes, comments, brackets, backslashes and colons need quoting we do not do.
  '"a b"@example.com',
  '"a"@example.com',
  'a(comment)@example.com',
  '<a@example.com>',
  'a<b@example.com',
  'a>b@example.com',
  'a\\b@example.com',
  'a:b@example.com',
  'a@[127.0.0.1]',
  // Whitespace and line breaks (a header injection).
  'a b@example.com',
  'a@example.com\r\nBcc: victim@example.com',
  'a\n@example.com',
  'a\t@example.com',
  'a@exa mple.com',
  'a\u00a0b@example.com',
  // Not an address.
  '',
  'nope',
  'a@b',
  'a@b.',
  '@example.com',
  'a@',
  'a@@example.com',
  'a@b@example.com',
  '.a@example.com',
  'a.@example.com',
  'a..b@example.com',
  'a@-example.com',
  'a@example-.com',
  'a@exa_mple.com',
  'a@example..com',
  'a@.example.com',
  'a@127.0.0.1',
  'a@example.123',
  // Unicode beyond the domain's letters: a local part (SMTPUTF8, which relays may not offer),
  // controls, invisible and direction-changing characters, look-alike punctuation, symbols.
  'rené@example.com',
  'a@exa\u202emple.com',
  'a\u200b@example.com',
  'a@example.com\u0000',
  'a\u0007@example.com',
  'a＠example.com',
  'a@example．com',
  'a@😀.example',
  'a\u2028b@example.com',
  // Longer than SMTP allows: 64 before the @, 63 per domain label, 254 in all.
  `${'x'.repeat(65)}@example.com`,
  `a@${'b'.repeat(64)}.com`,
  `a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`,
];
