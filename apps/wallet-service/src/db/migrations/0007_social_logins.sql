-- Social logins. A user may log in with a social provider (google, apple, github, discord, x, facebook): the
-- provider's stable id for them (`subject`) names the user here. A provider's address never joins a user to
-- another user who has it (linking needs that user's own approval), so a social user's `users.email` stays null.
create table social_identities (
  provider text not null,
  subject text not null,
  user_id text not null references users (id) on delete cascade,
  user_name text,
  email text,
  created_at bigint not null,
  last_used_at bigint,
  primary key (provider, subject)
);
create index social_identities_user on social_identities (user_id);

-- Logins under way: what the authorization request was sent with (`state`, the PKCE verifier, the OpenID nonce),
-- bound to the device that asked and the app page the user goes back to. Once the provider answered, the identity
-- it gave waits for that device under `result_hash` (the SHA-256 of the single-use result handed to the page).
create table social_logins (
  state text primary key,
  provider text not null,
  device_id text not null,
  project_id text not null,
  return_to text not null,
  code_verifier text not null,
  nonce text not null,
  expires_at bigint not null,
  result_hash text unique,
  subject text,
  user_name text,
  email text
);
create index social_logins_expires_at on social_logins (expires_at);
