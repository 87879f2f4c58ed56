# Train the price model and write the numbers for the weekly report.
import torch

from housing.data import load_housing, make_loaders
from housing.model import PriceRegressor, fit

torch.manual_seed(0)
X, y = load_housing()
train_loader, val_loader = make_loaders(X, y)

model = fit(PriceRegressor(), train_loader, epochs=25)
model.eval()

# baseline: always predict the mean training price
train_y = torch.cat([yb for _, yb in train_loader])
baseline = torch.sqrt(((torch.cat([yb for _, yb in val_loader]) - train_y.mean()) ** 2).mean()).item()

preds, targets = [], []
with torch.no_grad():
    for xb, yb in val_loader:
        preds.append(model(xb))
        targets.append(yb)
preds = torch.cat(preds)
targets = torch.cat(targets)
rmse = torch.sqrt(((preds - targets) ** 2).mean()).item()
mae = (preds - targets).abs().mean().item()
print(f"val RMSE {rmse:.3f}  MAE {mae:.3f}  (baseline RMSE {baseline:.3f})")
