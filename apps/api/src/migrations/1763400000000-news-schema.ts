import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The News area: announcements of a customer, the users they are addressed to (the audience), the
 * roles the editor chose, and the read confirmations. A read is one row per news and user (reading
 * twice changes nothing) and must belong to an addressee, so the audience can never lose a reader.
 */
export class NewsSchema1763400000000 implements MigrationInterface {
  name = 'NewsSchema1763400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS news`);
    await db.query(`
      CREATE TABLE news.news (
        news_id serial PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
        text text NOT NULL,
        plain_text text NOT NULL,
        valid_from date NOT NULL,
        valid_until date NOT NULL,
        created_by integer REFERENCES core.users (user_id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT news_until_after_from CHECK (valid_until >= valid_from),
        CONSTRAINT news_customer_news_key UNIQUE (customer_id, news_id)
      )`);
    // The readers' list and the badge: news of a customer valid on a day.
    await db.query(`CREATE INDEX news_validity_idx ON news.news (customer_id, valid_until, valid_from)`);
    await db.query(`
      CREATE TABLE news.news_users (
        customer_id integer NOT NULL,
        news_id integer NOT NULL,
        user_id integer NOT NULL REFERENCES core.users (user_id) ON DELETE CASCADE,
        PRIMARY KEY (customer_id, news_id, user_id),
        FOREIGN KEY (customer_id, news_id) REFERENCES news.news (customer_id, news_id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX news_users_user_idx ON news.news_users (customer_id, user_id, news_id)`);
    await db.query(`
      CREATE TABLE news.news_roles (
        customer_id integer NOT NULL,
        news_id integer NOT NULL,
        role_id integer NOT NULL REFERENCES core.roles (role_id) ON DELETE CASCADE,
        PRIMARY KEY (customer_id, news_id, role_id),
        FOREIGN KEY (customer_id, news_id) REFERENCES news.news (customer_id, news_id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE news.news_reads (
        customer_id integer NOT NULL,
        news_id integer NOT NULL,
        user_id integer NOT NULL,
        read_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, news_id, user_id),
        FOREIGN KEY (customer_id, news_id, user_id) REFERENCES news.news_users (customer_id, news_id, user_id) ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX news_reads_user_idx ON news.news_reads (customer_id, user_id, news_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP SCHEMA news CASCADE`);
  }
}
