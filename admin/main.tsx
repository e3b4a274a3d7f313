import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import "./admin.css";
import { routes } from "./routes";

// The firm's inbox: a client-only app of its own, served at /admin (server/inbox/admin-page.ts).
createRoot(document.getElementById("inbox")!).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
