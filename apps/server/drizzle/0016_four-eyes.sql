-- Console-security #6: one business, one vendor. A second vendor with the same CAC number (however it is
-- spaced or cased) could redirect the business's payments.
CREATE UNIQUE INDEX "vendors_cac_number_key" ON "vendors" USING btree (upper(regexp_replace("cac_number", '[^A-Za-z0-9]', '', 'g')));
