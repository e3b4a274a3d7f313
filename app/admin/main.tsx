import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import "./admin.css";
import AdminApp from "./admin-app";

// The firm's inbox (/admin): a client-only app, built on its own (vite.admin.config.ts), apart
// from every public page. Its screens are routed inside AdminApp.
const router = createBrowserRouter([{ path: "/admin/*", Component: AdminApp }]);

createRoot(document.getElementById("main")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
