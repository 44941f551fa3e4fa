-- The branches a staff member works at (server/desk/branchScope.ts): null is every branch, which
-- every account had before and the owner always has; otherwise the ids of their branches
-- (locations' ids), at least one. The desk refuses their calls about a booking, slot or figure of
-- any other branch, and their lists show only these.
alter table staff add column branch_ids text[];
alter table staff add constraint staff_branch_ids_some check (branch_ids is null or cardinality(branch_ids) > 0);
alter table staff add constraint staff_owner_every_branch check (role <> 'owner' or branch_ids is null);
