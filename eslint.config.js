import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/only-throw-error": [
        "error",
        // React Router's redirect() and data() are thrown on purpose.
        {
          allow: [
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
            { from: "lib", name: "Response" },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The browser must never receive server code: components only render what loaders give them.
    files: ["app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#server/*", "**/server/**"],
              allowTypeImports: true,
              message: "app/components must not import server code; pass data through loaders.",
            },
          ],
        },
      ],
    },
  },
  {
    // tools/ holds developer scripts (e.g. the demo-art drawings) that must never ship with the
    // server or the browser bundle. This is the core rule, not the TS one configured above, so
    // app/components keeps both restrictions instead of this block replacing that one.
    files: ["server/**", "app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/tools/**", "tools/**"],
              message: "server/ and app/ must not import tools/; ship generated files instead.",
            },
          ],
        },
      ],
    },
  },
);
