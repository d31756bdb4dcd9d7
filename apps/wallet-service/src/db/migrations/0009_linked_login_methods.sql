-- Linked login methods: a signed-in user links a social login to the wallet they have. Such a login under way
-- names the user it links to (`link_user_id`); its result is redeemed by that user's session only, never to sign in.
alter table social_logins add column link_user_id text;
