-- The device page shows which device asked for the link (its browser and system, from its User-Agent, kept
-- bounded), so the owner can tell their own request from someone else's.
alter table device_approvals add column user_agent text;
