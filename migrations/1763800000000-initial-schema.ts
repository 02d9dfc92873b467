import type { MigrationInterface, QueryRunner } from "typeorm";

/** Every table of spec §3, plus sessions, the mail outbox and settings. Hand-written and reviewed. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = "InitialSchema1763800000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        first_name varchar(100),
        last_name varchar(100),
        profile_image_url text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at)`);

    await q.query(`
      CREATE TABLE sessions (
        id varchar(128) PRIMARY KEY,
        data jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`);

    await q.query(`
      CREATE TABLE agents (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        company varchar(160),
        email varchar(254) NOT NULL,
        phone varchar(40),
        profile_image text,
        rating numeric(2,1) NOT NULL DEFAULT 0,
        review_count integer NOT NULL DEFAULT 0,
        properties_sold integer NOT NULL DEFAULT 0,
        bio text,
        is_verified boolean NOT NULL DEFAULT false,
        featured boolean NOT NULL DEFAULT false,
        region varchar(60),
        specialization varchar(80),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX agents_email_key ON agents (lower(email))`);

    await q.query(`
      CREATE TABLE properties (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        description text NOT NULL,
        price numeric(14,2) NOT NULL CHECK (price >= 0),
        listing_type varchar(8) NOT NULL CHECK (listing_type IN ('sale', 'rent')),
        rent_period varchar(8) CHECK (rent_period IN ('month', 'year')),
        location varchar(200) NOT NULL,
        city varchar(80) NOT NULL,
        region varchar(60) NOT NULL,
        property_type varchar(40) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'available',
        bedrooms integer,
        bathrooms integer,
        parking integer,
        area numeric(10,2),
        furnishing varchar(20),
        near_universities text[] NOT NULL DEFAULT '{}',
        images text[] NOT NULL DEFAULT '{}',
        amenities text[] NOT NULL DEFAULT '{}',
        featured boolean NOT NULL DEFAULT false,
        agent_id integer REFERENCES agents(id) ON DELETE SET NULL,
        owner_id integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX properties_created_at_idx ON properties (created_at DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX properties_agent_id_idx ON properties (agent_id)`);

    await q.query(`
      CREATE TABLE favorites (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT favorites_user_property_key UNIQUE (user_id, property_id)
      )`);

    await q.query(`
      CREATE TABLE inquiries (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        agent_id integer REFERENCES agents(id) ON DELETE SET NULL,
        name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40),
        message text NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX inquiries_user_id_idx ON inquiries (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40),
        message text NOT NULL,
        inquiry_type varchar(20),
        status varchar(20) NOT NULL DEFAULT 'new',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE newsletter_subscriptions (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'new',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email))`,
    );

    await q.query(`
      CREATE TABLE student_hostels (
        id serial PRIMARY KEY,
        name varchar(160) NOT NULL,
        location varchar(200) NOT NULL,
        images text[] NOT NULL DEFAULT '{}',
        gender varchar(10) NOT NULL CHECK (gender IN ('male', 'female', 'mixed')),
        price_per_semester numeric(10,2) NOT NULL CHECK (price_per_semester >= 0),
        rating numeric(2,1) NOT NULL DEFAULT 0,
        review_count integer NOT NULL DEFAULT 0,
        capacity integer NOT NULL DEFAULT 0,
        students_per_room integer NOT NULL DEFAULT 1,
        amenities text[] NOT NULL DEFAULT '{}',
        nearby_universities text[] NOT NULL DEFAULT '{}',
        phone varchar(40),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE blog_posts (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        slug varchar(320) NOT NULL UNIQUE,
        excerpt text NOT NULL DEFAULT '',
        content text NOT NULL DEFAULT '',
        category varchar(40) NOT NULL,
        featured_image text,
        source_url text UNIQUE,
        views integer NOT NULL DEFAULT 0,
        published_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX blog_posts_published_at_idx ON blog_posts (published_at DESC)`);

    await q.query(`
      CREATE TABLE blog_refresh_runs (
        id serial PRIMARY KEY,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        status varchar(10) NOT NULL,
        feeds text[] NOT NULL DEFAULT '{}',
        added integer NOT NULL DEFAULT 0,
        updated integer NOT NULL DEFAULT 0,
        error text
      )`);

    await q.query(`
      CREATE TABLE agent_registrations (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40) NOT NULL,
        company varchar(160) NOT NULL,
        license_number varchar(80),
        years_experience integer NOT NULL DEFAULT 0,
        specialization varchar(80) NOT NULL,
        location varchar(60) NOT NULL,
        bio text NOT NULL,
        website text,
        profile_image text,
        certifications text,
        languages varchar(200) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        agent_id integer REFERENCES agents(id) ON DELETE SET NULL,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE listing_submissions (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        description text NOT NULL,
        price numeric(14,2) NOT NULL,
        listing_type varchar(8) NOT NULL DEFAULT 'sale' CHECK (listing_type IN ('sale', 'rent')),
        location varchar(200) NOT NULL,
        city varchar(80),
        region varchar(60),
        property_type varchar(40) NOT NULL,
        bedrooms integer,
        bathrooms integer,
        area numeric(10,2),
        furnished varchar(10),
        contact_name varchar(120) NOT NULL,
        contact_email varchar(254) NOT NULL,
        contact_phone varchar(40),
        additional_info text,
        images text[] NOT NULL DEFAULT '{}',
        videos text[] NOT NULL DEFAULT '{}',
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        property_id integer REFERENCES properties(id) ON DELETE SET NULL,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        recipient varchar(254) NOT NULL,
        subject varchar(300) NOT NULL,
        body text NOT NULL,
        reply_to varchar(254),
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);

    await q.query(`
      CREATE TABLE settings (
        key varchar(80) PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      "settings",
      "mail_outbox",
      "listing_submissions",
      "agent_registrations",
      "blog_refresh_runs",
      "blog_posts",
      "student_hostels",
      "newsletter_subscriptions",
      "contact_messages",
      "inquiries",
      "favorites",
      "properties",
      "agents",
      "sessions",
      "users",
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
