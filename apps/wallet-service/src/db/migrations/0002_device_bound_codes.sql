-- A login code belongs to the device that asked for it: one pending code per purpose, subject and device, so a
-- code asked for on another device neither replaces nor burns it. Codes of no device (e-mail change, export) are
-- still one per purpose and subject.
alter table one_time_codes drop constraint one_time_codes_pkey;
create unique index one_time_codes_key on one_time_codes (purpose, subject, (coalesce(device_id, '')));
