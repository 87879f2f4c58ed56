"""The GitHub App: web app, webhook routing, jobs, GitHub client, the living comment, per-repository config."""
