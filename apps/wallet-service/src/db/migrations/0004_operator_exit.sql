-- Moving a user's wallet to another operator (the exit procedure).

-- This service's Ed25519 exit key: made once per database; it signs the wallets this service hands over. The
-- public key is what another service trusts (TRUSTED_EXIT_KEYS).
create table exit_keys (
  id integer primary key check (id = 1),
  public_key text not null,
  private_key text not null,
  created_at bigint not null
);

-- The operator's request to move a user's wallet to another service, and the user's answer by the e-mailed link
-- (one request per user; a newer request replaces it and needs a new answer).
create table exit_requests (
  user_id text primary key references users (id) on delete cascade,
  token_hash text not null unique,
  to_origin text not null,
  locale text,
  expires_at bigint not null,
  approved_at bigint,
  declined_at bigint,
  created_at bigint not null
);

-- A wallet exported to another service: from then on this service no longer serves it.
create table wallet_moves (
  user_id text primary key references users (id) on delete cascade,
  to_origin text not null,
  moved_at bigint not null
);

-- A wallet imported from another service, waiting for its e-mail's first verified sign-in here (then claimed).
-- `move_hash` (of the signed file) refuses the same file twice.
create table wallet_imports (
  move_hash text primary key,
  email text not null,
  from_origin text not null,
  move text not null,
  imported_at bigint not null,
  claimed_by text references users (id) on delete set null,
  claimed_at bigint
);
create unique index wallet_imports_pending_email on wallet_imports (email) where claimed_at is null;
