# toy CNN: classify 16x16 images by the orientation of the bar in them
# (0 = horizontal, 1 = vertical, 2 = diagonal, 3 = anti-diagonal)
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(7)

def make_bars(n, size=16):
    imgs = torch.zeros(n, 1, size, size)
    labels = torch.randint(0, 4, (n,))
    pos = torch.randint(2, size - 2, (n,))
    ar = torch.arange(size)
    for k in range(n):
        p, c = pos[k].item(), labels[k].item()
        if c == 0:
            imgs[k, 0, p, :] = 1
        elif c == 1:
            imgs[k, 0, :, p] = 1
        elif c == 2:
            imgs[k, 0, ar, (ar + p) % size] = 1
        else:
            imgs[k, 0, ar, (p - ar) % size] = 1
    imgs += 0.3 * torch.randn_like(imgs)
    return imgs, labels

train_x, train_y = make_bars(4000)
test_x, test_y = make_bars(1000)
train_loader = DataLoader(TensorDataset(train_x, train_y), batch_size=64, shuffle=True)
test_loader = DataLoader(TensorDataset(test_x, test_y), batch_size=64)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, padding=1)
        self.conv2 = nn.Conv2d(16, 32, 3, padding=1)
        self.fc1 = nn.Linear(32 * 4 * 4, 64)
        self.fc2 = nn.Linear(64, 4)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        return self.fc2(x)

model = Net()
optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)

for epoch in range(1, 11):
    model.train()
    for batch_idx, (data, target) in enumerate(train_loader):
        optimizer.zero_grad()
        output = model(data)
        loss = F.cross_entropy(output, target)
        loss.backward()
        optimizer.step()
        if batch_idx % 20 == 0:
            print(f"Train Epoch: {epoch} [{batch_idx * len(data)}/{len(train_loader.dataset)}]\tLoss: {loss.item():.6f}")

    model.eval()
    test_loss = 0
    correct = 0
    with torch.no_grad():
        for data, target in test_loader:
            output = model(data)
            test_loss += F.cross_entropy(output, target, reduction='sum').item()
            pred = output.argmax(dim=1)
            correct += (pred == target).sum().item()

    test_loss /= len(test_loader)
    accuracy = 100. * correct / len(test_loader)
    print(f"\nTest set: Average loss: {test_loss:.4f}, Accuracy: {correct}/{len(test_loader)} ({accuracy:.0f}%)\n")

torch.save(model.state_dict(), "bars_cnn.pt")
