-- Decision 023 (issue 20): an address is proven only by a POST from the confirm page with the
-- account's password, or by a password reset through the mailbox. Until now a plain GET of the
-- mailed link (a mail scanner follows links) marked it verified, so no earlier verification can
-- be trusted: those accounts confirm their address again. Admins were chosen by the coach or set
-- by ADMIN_EMAIL and keep theirs. What an account bought while signed in stays its own.
UPDATE "user" SET "email_verified" = false WHERE "role" <> 'admin' AND "email_verified" = true;
