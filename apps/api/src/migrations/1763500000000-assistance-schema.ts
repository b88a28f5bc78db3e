import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Assistance area: service partners of a customer with their address and coordinates, files
 * (logo and price list, as platform storage keys), a temporary notice, and one table per group
 * record (PartnerKFZ, PartnerTransport, PartnerMedizin, PartnerHotel, PartnerAssistance). The
 * group tables follow the domain's field catalogue (libs/domain assistance/partner-catalogue.ts).
 */
export class AssistanceSchema1763500000000 implements MigrationInterface {
  name = 'AssistanceSchema1763500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS assistance`);
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`CREATE TABLE assistance.partners (
      partner_id serial PRIMARY KEY,
      customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
      partner_group text NOT NULL CHECK (partner_group IN ('KFZ', 'Transport', 'Medizin', 'Hotel', 'Handwerker', 'Andere', 'Assistance', 'Heimhilfe', 'Behörde')),
      type text NOT NULL DEFAULT '',
      priority text NOT NULL DEFAULT 'NEW' CHECK (priority IN ('Prio1', 'Prio2', 'Prio3', 'NEW', 'Blacklist')),
      company_name text NOT NULL,
      opening_hours text NOT NULL,
      email text NOT NULL,
      telephone_number text NOT NULL,
      homepage text,
      short_name text,
      notes text,
      area_of_operations text,
      fax text,
      accounting_hours text,
      contact_list text,
      accept_gop text CHECK (accept_gop IN ('yes', 'no')),
      quality_notes text,
      street text,
      postal_code text,
      location text,
      country_name text,
      country_code text,
      longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      logo_key text,
      logo_name text,
      costs_document_key text,
      costs_document_name text,
      data_valid boolean NOT NULL DEFAULT false,
      notice_note text,
      notice_from timestamptz,
      notice_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await db.query(`CREATE INDEX partners_customer_company_idx ON assistance.partners (customer_id, company_name, partner_id)`);
    await db.query(`CREATE INDEX partners_customer_group_idx ON assistance.partners (customer_id, partner_group, priority)`);
    // The search box (Group, Type, CompanyName, Priority, OpeningHours) as one trigram lookup; the
    // text must match PARTNERS_SEARCH_DOCUMENT in partners.resource.ts.
    await db.query(
      `CREATE INDEX partners_search_trgm_idx ON assistance.partners USING gin ((partner_group || chr(31) || type || chr(31) || company_name || chr(31) || priority || chr(31) || opening_hours) gin_trgm_ops)`,
    );
    // KFZ
    await db.query(`CREATE TABLE assistance.partner_kfz (
      partner_id integer PRIMARY KEY REFERENCES assistance.partners (partner_id) ON DELETE CASCADE,
      customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
      accept_gop_for_parking_fees text CHECK (accept_gop_for_parking_fees IN ('yes', 'no')),
      towing_service text CHECK (towing_service IN ('yes', 'no')),
      road_side_service text CHECK (road_side_service IN ('yes', 'no')),
      parking_fees_day numeric(12,2) CHECK (parking_fees_day >= 0),
      costs_km numeric(12,2) CHECK (costs_km >= 0),
      garage_pickup_hours text,
      trucks text CHECK (trucks IN ('yes', 'no')),
      salvage text CHECK (salvage IN ('yes', 'no')),
      rental_cars text CHECK (rental_cars IN ('yes', 'no')),
      client_transportation text CHECK (client_transportation IN ('yes', 'no')),
      long_distance_transports text CHECK (long_distance_transports IN ('yes', 'no')),
      vehicle_scrapping text CHECK (vehicle_scrapping IN ('yes', 'no'))
    )`);
    await db.query(`CREATE INDEX partner_kfz_customer_idx ON assistance.partner_kfz (customer_id, partner_id)`);
    // Transport
    await db.query(`CREATE TABLE assistance.partner_transport (
      partner_id integer PRIMARY KEY REFERENCES assistance.partners (partner_id) ON DELETE CASCADE,
      customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
      closest_airport text,
      price_to_closest_airport numeric(12,2) CHECK (price_to_closest_airport >= 0),
      costs_km numeric(12,2) CHECK (costs_km >= 0),
      rental_cost_day numeric(12,2) CHECK (rental_cost_day >= 0),
      offered_vehicle_types text,
      max_number_of_passengers integer CHECK (max_number_of_passengers >= 0),
      help_with_luggage text CHECK (help_with_luggage IN ('yes', 'no')),
      long_distance_transports text CHECK (long_distance_transports IN ('yes', 'no')),
      medical_wheelchair_transports text CHECK (medical_wheelchair_transports IN ('yes', 'no')),
      medical_escorts text CHECK (medical_escorts IN ('yes', 'no')),
      airport_tarmac_access text CHECK (airport_tarmac_access IN ('yes', 'no'))
    )`);
    await db.query(`CREATE INDEX partner_transport_customer_idx ON assistance.partner_transport (customer_id, partner_id)`);
    // Medizin
    await db.query(`CREATE TABLE assistance.partner_medizin (
      partner_id integer PRIMARY KEY REFERENCES assistance.partners (partner_id) ON DELETE CASCADE,
      customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
      accept_gop_for_inpatients text CHECK (accept_gop_for_inpatients IN ('yes', 'no')),
      ehic text CHECK (ehic IN ('yes', 'no')),
      ghic text CHECK (ghic IN ('yes', 'no')),
      doctor_appointment text,
      guide_price_outpatient_treatment numeric(12,2) CHECK (guide_price_outpatient_treatment >= 0),
      guide_price_inpatient_treatment_day numeric(12,2) CHECK (guide_price_inpatient_treatment_day >= 0),
      guide_price_laboratory numeric(12,2) CHECK (guide_price_laboratory >= 0),
      guide_price_radiology numeric(12,2) CHECK (guide_price_radiology >= 0),
      medical_fields text,
      teleconsultations text CHECK (teleconsultations IN ('yes', 'no')),
      house_calls text CHECK (house_calls IN ('yes', 'no')),
      laboratory text CHECK (laboratory IN ('yes', 'no')),
      radiology text CHECK (radiology IN ('yes', 'no')),
      spoken_languages text,
      other_languages text
    )`);
    await db.query(`CREATE INDEX partner_medizin_customer_idx ON assistance.partner_medizin (customer_id, partner_id)`);
    // Hotel
    await db.query(`CREATE TABLE assistance.partner_hotel (
      partner_id integer PRIMARY KEY REFERENCES assistance.partners (partner_id) ON DELETE CASCADE,
      customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
      breakfast numeric(12,2) CHECK (breakfast >= 0),
      single_bed_room numeric(12,2) CHECK (single_bed_room >= 0),
      double_bed_room numeric(12,2) CHECK (double_bed_room >= 0),
      number_of_rooms integer CHECK (number_of_rooms >= 0),
      checkin_times text,
      help_with_luggage text CHECK (help_with_luggage IN ('yes', 'no')),
      offer_breakfast text CHECK (offer_breakfast IN ('yes', 'no')),
      allow_pets text CHECK (allow_pets IN ('yes', 'no')),
      have_partner_doctor text CHECK (have_partner_doctor IN ('yes', 'no'))
    )`);
    await db.query(`CREATE INDEX partner_hotel_customer_idx ON assistance.partner_hotel (customer_id, partner_id)`);
    // Assistance
    await db.query(`CREATE TABLE assistance.partner_assistance (
      partner_id integer PRIMARY KEY REFERENCES assistance.partners (partner_id) ON DELETE CASCADE,
      customer_id integer NOT NULL REFERENCES core.customers (customer_id) ON DELETE CASCADE,
      guide_price_general_practice_appointment numeric(12,2) CHECK (guide_price_general_practice_appointment >= 0),
      guide_price_outpatient_treatment numeric(12,2) CHECK (guide_price_outpatient_treatment >= 0),
      guide_price_house_call numeric(12,2) CHECK (guide_price_house_call >= 0),
      guide_price_roadside_assistance numeric(12,2) CHECK (guide_price_roadside_assistance >= 0),
      guide_price_towing_to_closest_garage numeric(12,2) CHECK (guide_price_towing_to_closest_garage >= 0),
      offer_medical_assistance text CHECK (offer_medical_assistance IN ('yes', 'no')),
      offer_technical_assistance text CHECK (offer_technical_assistance IN ('yes', 'no')),
      offer_house_calls text CHECK (offer_house_calls IN ('yes', 'no')),
      offer_medical_repatriation text CHECK (offer_medical_repatriation IN ('yes', 'no')),
      offer_repatriation_of_remains text CHECK (offer_repatriation_of_remains IN ('yes', 'no')),
      can_place_gop_to_public_hospitals text CHECK (can_place_gop_to_public_hospitals IN ('yes', 'no')),
      can_place_gop_to_private_hospitals text CHECK (can_place_gop_to_private_hospitals IN ('yes', 'no'))
    )`);
    await db.query(`CREATE INDEX partner_assistance_customer_idx ON assistance.partner_assistance (customer_id, partner_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP SCHEMA assistance CASCADE`);
  }
}
