// An order's status (Processing, Fabricating, Shipped, Cancelled: spec 001 §3) as a coloured badge.
import { Badge } from "@mantine/core";
import type { OrderStatus } from "@solerx/domain/common";

const COLORS: Record<OrderStatus, string> = {
  Processing: "blue",
  Fabricating: "orange",
  Shipped: "green",
  Cancelled: "red",
};

export function OrderStatusBadge({ status, size = "lg" }: { status: OrderStatus; size?: "sm" | "md" | "lg" }) {
  return (
    <Badge color={COLORS[status]} variant="light" size={size} radius="sm">
      {status}
    </Badge>
  );
}
