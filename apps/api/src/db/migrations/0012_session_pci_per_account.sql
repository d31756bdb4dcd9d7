-- A session's pci is the account's own key, not a global one: another account's grant of the same pci neither
-- blocks nor touches it. Grants, look-ups and revokes go by (account, pci).
alter table smart_sessions drop constraint smart_sessions_pkey;
alter table smart_sessions add primary key (account, pci);
