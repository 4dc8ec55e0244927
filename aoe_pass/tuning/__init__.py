"""What one tuning run works on: the model's tasks over its shape profiles, and the user's
choice of which of them to tune."""
