-- Issue #21: one proof of address waits for review per customer at a time, so two uploads racing cannot both be
-- pending (domain/identity/address-proofs.ts).
CREATE UNIQUE INDEX "address_proofs_one_pending_key" ON "address_proofs" USING btree ("user_id") WHERE "address_proofs"."status" = 'pending';