// A data table for long lists: plain table elements with the app's look, scrolled sideways by the browser on a
// narrow screen.
import type { ComponentPropsWithoutRef } from "react";
import classes from "./data-table.module.css";

export function DataTable({ children, ...props }: ComponentPropsWithoutRef<"table">) {
  return (
    <div style={{ overflowX: "auto" }}>
      <table className={classes.table} {...props}>
        {children}
      </table>
    </div>
  );
}

export function DataTableHead(props: ComponentPropsWithoutRef<"thead">) {
  return <thead className={classes.head} {...props} />;
}

export function DataTableBody(props: ComponentPropsWithoutRef<"tbody">) {
  return <tbody className={classes.body} {...props} />;
}

export function DataTableRow({ onClick, ...props }: ComponentPropsWithoutRef<"tr">) {
  return <tr className={classes.row} data-clickable={onClick ? true : undefined} onClick={onClick} {...props} />;
}

export function DataTableHeader(props: ComponentPropsWithoutRef<"th">) {
  return <th className={classes.th} scope="col" {...props} />;
}

export function DataTableCell(props: ComponentPropsWithoutRef<"td">) {
  return <td className={classes.td} {...props} />;
}
