import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "blog_posts" })
export class BlogPostEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 300 }) title: string;
  @Column({ type: "varchar", length: 320 }) slug: string;
  @Column({ type: "text", default: "" }) excerpt: string;
  @Column({ type: "text", default: "" }) content: string;
  @Column({ type: "varchar", length: 40 }) category: string;
  @Column({ type: "text", name: "featured_image", nullable: true }) featuredImage: string | null;
  @Column({ type: "text", name: "source_url", nullable: true }) sourceUrl: string | null;
  @Column({ type: "integer", default: 0 }) views: number;
  @Column({ type: "timestamptz", name: "published_at" }) publishedAt: Date;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}
