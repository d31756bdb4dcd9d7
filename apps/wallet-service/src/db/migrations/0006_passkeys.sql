-- Passkeys (WebAuthn): a user may sign up and log in with a passkey alone, so a user may have no e-mail address
-- (the address stays unique among the users that have one).
alter table users alter column email drop not null;

-- A user's passkeys. `public_key` is the credential's COSE key and `credential_id` its id, both base64url;
-- `counter` the last signature counter seen; `transports` a JSON array (or null) the browser reported. A passkey
-- may hold a backup of one wallet share (`backup_blob`, of split `backup_split_id`), sealed in the frame under a key
-- only that passkey can give (its PRF output): opaque to the service, dropped with the passkey.
create table webauthn_credentials (
  credential_id text primary key,
  user_id text not null references users (id) on delete cascade,
  public_key text not null,
  counter bigint not null,
  transports text,
  name text not null,
  prf boolean not null default false,
  backup_split_id text,
  backup_blob text,
  created_at bigint not null,
  last_used_at bigint
);
create index webauthn_credentials_user on webauthn_credentials (user_id);

-- Challenges of passkey ceremonies (base64url), single-use and short-lived, bound to the device that asked. A
-- registration's `user_id` is the user the passkey will belong to: a signed-in user, or a new user's id made for
-- the sign-up (`new_user`; the user row is made only when the passkey is verified).
create table webauthn_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('register', 'login')),
  device_id text not null,
  user_id text,
  new_user boolean not null default false,
  expires_at bigint not null
);
create index webauthn_challenges_expires_at on webauthn_challenges (expires_at);
create index webauthn_challenges_device on webauthn_challenges (device_id);
