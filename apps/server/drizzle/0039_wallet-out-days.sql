CREATE TABLE "wallet_out_days" (
	"account_id" bigint NOT NULL,
	"lagos_day" date NOT NULL,
	"out_kobo" bigint NOT NULL,
	CONSTRAINT "wallet_out_days_account_id_lagos_day_pk" PRIMARY KEY("account_id","lagos_day")
);
