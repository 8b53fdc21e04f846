// The large data set of `npm run bench:scale` and the query-plan test (decision 026): accounts,
// orders, bookings, contact messages, applications, newsletter subscribers and cart lines,
// generated inside the database by generate_series (seconds, not minutes), consistent with
// every constraint: unique e-mails, tokens and provider sessions, one owner per cart line,
// and live bookings that never overlap (each on its own hour, none inside the week the slot
// list shows, so the slots offered stay the same at every size).
//
// Ids start with "scale-" so that nothing else in a database is touched. Run on a migrated
// database whose catalogue is seeded (cart lines and orders name real products and courses).

/** The sizes issue 21 measured at. */
export const LARGE = { accounts: 20_000, orders: 50_000, bookings: 20_000, messages: 20_000, cartLines: 5_000, ordersOfPerson: 200 };

/**
 * The statements, in order. `personEmail`: an existing account that gets `ordersOfPerson` paid
 * orders more (the dashboard's and the data download's heavy student).
 */
export function scaleDataStatements(sizes = LARGE, personEmail = "student@example.com") {
  const { accounts, orders, bookings, messages, cartLines, ordersOfPerson } = sizes;
  const n = (value) => String(Math.max(0, Math.floor(value)));
  const person = `(SELECT id FROM "user" WHERE email = '${personEmail.replace(/'/g, "''")}')`;
  return [
    `INSERT INTO "user" (id, name, email, email_verified, role, created_at, updated_at)
      SELECT 'scale-user-' || i, 'Scale Person ' || i, 'person' || i || '@scale.test', i % 3 <> 0, 'student',
        now() - interval '1 minute' * (${n(accounts)} - i + 60), now() - interval '1 minute' * (${n(accounts)} - i + 60)
      FROM generate_series(1, ${n(accounts)}) i`,
    // Three in four orders belong to an account; the e-mail is written in mixed case, as buyers type it.
    `INSERT INTO orders (id, status, user_id, email, items, amount_total, currency, provider, provider_session_id, idempotency_key, created_at, updated_at, paid_at)
      SELECT 'scale-order-' || i,
        (ARRAY['paid', 'paid', 'paid', 'pending', 'expired', 'failed', 'refunded'])[1 + i % 7],
        CASE WHEN i % 4 = 0 OR ${n(accounts)} = 0 THEN NULL ELSE 'scale-user-' || (1 + i % greatest(${n(accounts)}, 1)) END,
        'Person' || (1 + i % greatest(${n(accounts)}, 1)) || '@Scale.test',
        jsonb_build_array(jsonb_build_object('itemId', (ARRAY['voice-elevated', 'beginner-vocals', 'advanced-technique', 'studio-condenser-mic'])[1 + i % 4],
          'name', 'Scale item', 'quantity', 1, 'unitAmount', 10000, 'currency', 'DKK')),
        10000, 'DKK', 'test', 'scale-session-' || i, 'scale-key-' || i,
        now() - interval '1 hour' * i, now() - interval '1 hour' * i,
        CASE WHEN i % 7 < 3 OR i % 7 = 6 THEN now() - interval '1 hour' * i END
      FROM generate_series(1, ${n(orders)}) i`,
    `INSERT INTO orders (id, status, user_id, email, items, amount_total, currency, provider, provider_session_id, idempotency_key, created_at, updated_at, paid_at)
      SELECT 'scale-person-order-' || i, 'paid', ${person}, '${personEmail.replace(/'/g, "''")}',
        jsonb_build_array(jsonb_build_object('itemId', (ARRAY['beginner-vocals', 'advanced-technique', 'studio-condenser-mic'])[1 + i % 3],
          'name', 'Scale item', 'quantity', 1, 'unitAmount', 10000, 'currency', 'DKK')),
        10000, 'DKK', 'test', 'scale-person-session-' || i, 'scale-person-key-' || i,
        now() - interval '1 day' * i, now() - interval '1 day' * i, now() - interval '1 day' * i
      FROM generate_series(1, ${n(ordersOfPerson)}) i WHERE ${person} IS NOT NULL`,
    // Nine in ten bookings lie in the past (confirmed, expired or cancelled), the rest are
    // confirmed from day 9 on: two hours apart, so live ones never overlap.
    `INSERT INTO bookings (id, kind, status, name, email, course_id, course_name, starts_at, ends_at, expires_at, cancel_token, created_at, updated_at, confirmed_at)
      SELECT 'scale-booking-' || i, 'coaching', s.status, 'Scale Person ' || i, 'Person' || i || '@Scale.test', 'private-coaching', 'Private Coaching',
        s.starts, s.starts + interval '1 hour', CASE WHEN s.status = 'expired' THEN s.starts - interval '1 day' END,
        'scale-cancel-' || i, s.starts - interval '2 days', s.starts - interval '2 days', CASE WHEN s.status = 'confirmed' THEN s.starts - interval '2 days' END
      FROM generate_series(1, ${n(bookings)}) i,
        LATERAL (SELECT CASE WHEN i % 10 = 0 THEN 'confirmed' ELSE (ARRAY['confirmed', 'expired', 'cancelled'])[1 + i % 3] END AS status,
          CASE WHEN i % 10 = 0 THEN date_trunc('hour', now()) + interval '9 days' + interval '2 hours' * (i / 10)
               ELSE date_trunc('hour', now()) - interval '2 hours' * i END AS starts) s`,
    `INSERT INTO contact_messages (id, name, email, message, source, status, fingerprint, created_at)
      SELECT 'scale-message-' || i, 'Scale Person ' || i, 'Person' || i || '@Scale.test', 'A message about lessons, number ' || i, 'contact-page', 'new',
        'scale-fingerprint-' || i, now() - interval '1 minute' * i
      FROM generate_series(1, ${n(messages)}) i`,
    `INSERT INTO applications (id, programme, first_name, last_name, email, phone, singing_background, experience_level, current_challenges, goals, why_apply,
        call_times, agreed_to_terms, status, fingerprint, created_at)
      SELECT 'scale-application-' || i, (ARRAY['voice-elevated', 'celebrity-vocal-experience'])[1 + i % 2], 'Scale', 'Person ' || i,
        'Person' || i || '@Scale.test', '+45 1234 5678', 'Choir', 'beginner', 'Breath', 'Sing', 'Because', 'Mornings', true, 'new',
        'scale-fingerprint-' || i, now() - interval '1 minute' * i
      FROM generate_series(1, ${n(messages)}) i`,
    `INSERT INTO newsletter_subscribers (id, email, status, token, created_at)
      SELECT 'scale-subscriber-' || i, 'person' || i || '@scale.test', (ARRAY['pending', 'confirmed', 'unsubscribed'])[1 + i % 3],
        'scale-token-' || i, now() - interval '1 minute' * i
      FROM generate_series(1, ${n(messages)}) i`,
    // Half the lines belong to accounts (one product each), half to guests (one line per guest id).
    // A product's default variant has the product's id (migration 0035).
    `INSERT INTO cart_items (id, product_id, variant_id, quantity, user_id, session_id, created_at, updated_at)
      SELECT 'scale-cart-' || i, p.id, p.id, 1,
        CASE WHEN i % 2 = 0 AND i <= ${n(accounts)} THEN 'scale-user-' || i END,
        CASE WHEN i % 2 = 1 OR i > ${n(accounts)} THEN 'session_1700000000000_' || lpad(i::text, 24, '0') END,
        now() - interval '1 minute' * i, now() - interval '1 minute' * i
      FROM generate_series(1, ${n(cartLines)}) i
      JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k, count(*) OVER ()::int AS c FROM products WHERE is_active) p ON p.k = i % p.c`,
    `ANALYZE`,
  ];
}
