// The shared package: schemas and domain functions used by both the server and the web app.
export {};
