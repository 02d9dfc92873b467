import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from "typeorm";
import { PropertyEntity } from "../listings/property.entity.js";

@Entity({ name: "favorites" })
export class FavouriteEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "integer", name: "user_id" }) userId: number;
  @Column({ type: "integer", name: "property_id" }) propertyId: number;
  @ManyToOne(() => PropertyEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "property_id" })
  property: PropertyEntity;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}
