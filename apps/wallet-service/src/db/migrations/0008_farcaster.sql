-- Sign In With Farcaster. The frame opens a channel (its token, of which only the SHA-256 is kept, goes into the
-- connect URI the user opens in a Farcaster app); the Farcaster app answers it with the message it signed with the
-- fid's custody key and the user's profile; once the answer checked out the channel is `completed`, and the device
-- that opened it redeems it, once, for a session (`redeemed`). A channel lasts an hour; expired ones are deleted as
-- new ones open. A Farcaster user is a social identity (`social_identities`, provider `farcaster`, subject the fid).
create table farcaster_channels (
  token_hash text primary key,
  device_id text not null,
  project_id text not null,
  -- What the Farcaster app is asked to sign: the service's host, its URI, and a nonce of this channel.
  domain text not null,
  siwe_uri text not null,
  nonce text not null,
  created_at bigint not null,
  expires_at bigint not null,
  state text not null default 'pending' check (state in ('pending', 'completed', 'redeemed')),
  -- Answers refused (bad message, signature or signer); a channel ends after a few.
  refused integer not null default 0,
  -- The answer that checked out. The fid is a uint256 on chain: text, as `social_identities.subject` holds it.
  completed_at bigint,
  fid text,
  custody text,
  message text,
  signature text,
  username text,
  display_name text,
  bio text,
  pfp_url text
);
create index farcaster_channels_expires_at on farcaster_channels (expires_at);
create index farcaster_channels_device on farcaster_channels (device_id);
