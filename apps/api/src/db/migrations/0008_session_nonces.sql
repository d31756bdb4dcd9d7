-- Single-use nonces the server issues for signed requests (session grants, revocations and reads; name
-- registrations): a signature over one is accepted once, before it expires, for the address and purpose it
-- was issued to.
create table signature_nonces (
  nonce text primary key,
  address text not null,           -- lower case: CAIP-10 for sessions, 0x… for names
  purpose text not null,           -- 'session' | 'name'
  expires_at bigint not null       -- ms since the epoch
);
create index signature_nonces_expires_at on signature_nonces (expires_at);
