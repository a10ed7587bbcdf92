"""The models the pkf.torch example measures: a VDSR-kind super-resolution network (20 3x3 convolutions, 64
channels, ReLU, the first 1 -> 64 and the last 64 -> 1, a global residual), EDSR's baseline (x2 super-resolution:
residual blocks whose sums have no activation after them), VGG-16 (torchvision's when it is
installed, else the same layers defined here, for a machine without torchvision), and a U-Net-kind segmentation
network (two levels down and two up, 64 and 128 channels, skip connections by concatenation); and ResNet-18 and
ResNet-50 (torchvision's when it is installed, else the same layers defined here), whose 3x3 convolutions are called
in their blocks' `forward`, with batch norms of a trained network's order."""

from pathlib import Path

import torch
from torch import nn

PHOTO = Path(__file__).resolve().parent / "data" / "grace_hopper.jpg"  # public domain (US Navy), from matplotlib's samples


class VDSR(nn.Module):
    def __init__(self, layers: int = 20, channels: int = 64):
        super().__init__()
        body = [nn.Conv2d(1, channels, 3, padding=1, bias=False), nn.ReLU(inplace=True)]
        for _ in range(layers - 2):
            body += [nn.Conv2d(channels, channels, 3, padding=1, bias=False), nn.ReLU(inplace=True)]
        body.append(nn.Conv2d(channels, 1, 3, padding=1, bias=False))
        self.body = nn.Sequential(*body)
        for module in self.body:  # He initialisation: random weights that keep the activations' scale through 20 layers
            if isinstance(module, nn.Conv2d):
                nn.init.kaiming_normal_(module.weight, nonlinearity="relu")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.body(x)  # the network predicts the residual detail


class ResidualBlock(nn.Module):
    """EDSR's residual block: a 3x3 convolution, ReLU, a 3x3 convolution, its output times `res_scale`, then the
    block's input added (no activation after the sum), written as EDSR's code writes it."""

    def __init__(self, channels: int, res_scale: float):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(channels, channels, 3, padding=1), nn.ReLU(inplace=True),
                                  nn.Conv2d(channels, channels, 3, padding=1))
        self.res_scale = res_scale

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        res = self.body(x).mul(self.res_scale)
        res += x
        return res


class EDSR(nn.Module):
    """EDSR's baseline for x2 super-resolution (Lim et al., 2017): a 3 -> 64 head, 16 residual blocks, a 3x3
    convolution to which the head's output is added, then the upsampler (64 -> 256, a pixel shuffle to twice the size)
    and 64 -> 3. The original's fixed mean shifts (1x1 convolutions) are left out."""

    def __init__(self, blocks: int = 16, channels: int = 64, res_scale: float = 1.0, scale: int = 2):
        super().__init__()
        self.head = nn.Conv2d(3, channels, 3, padding=1)
        self.body = nn.Sequential(*(ResidualBlock(channels, res_scale) for _ in range(blocks)),
                                  nn.Conv2d(channels, channels, 3, padding=1))
        self.tail = nn.Sequential(nn.Conv2d(channels, channels * scale * scale, 3, padding=1), nn.PixelShuffle(scale),
                                  nn.Conv2d(channels, 3, 3, padding=1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        head = self.head(x)
        res = self.body(head)
        res += head
        return self.tail(res)


def trained_batch_norms(model: nn.Module, fill) -> None:
    """Every batch norm's running statistics and affine drawn at a trained network's order (`fill(tensor, low,
    high)`, uniform), so that folding them into the convolutions matters."""
    for module in model.modules():
        if isinstance(module, nn.BatchNorm2d):
            for tensor, low, high in ((module.running_mean, -0.2, 0.2), (module.running_var, 0.5, 2),
                                      (module.weight.data, 0.5, 1.5), (module.bias.data, -0.2, 0.2)):
                fill(tensor, low, high)


def conv_block(c_in: int, c_out: int) -> nn.Sequential:
    """Two 3x3 convolutions, each followed by batch norm and ReLU: U-Net's unit."""
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1, bias=False), nn.BatchNorm2d(c_out), nn.ReLU(inplace=True),
                         nn.Conv2d(c_out, c_out, 3, padding=1, bias=False), nn.BatchNorm2d(c_out), nn.ReLU(inplace=True))


class UNet(nn.Module):
    """A U-Net-kind network: 64 channels at full size, 128 at a half and a quarter; upsampled (nearest) and concatenated
    with the skip connection at each level on the way up; 3 input channels, `classes` output maps."""

    def __init__(self, channels: tuple[int, int] = (64, 128), classes: int = 2):
        super().__init__()
        wide, deep = channels
        self.enter = conv_block(3, wide)
        self.down1, self.down2 = conv_block(wide, deep), conv_block(deep, deep)
        self.up1, self.up0 = conv_block(deep + deep, deep), conv_block(deep + wide, wide)
        self.head = nn.Conv2d(wide, classes, 1)
        torch.manual_seed(0)
        trained_batch_norms(self, lambda tensor, low, high: tensor.uniform_(low, high))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pool, up = nn.functional.max_pool2d, nn.functional.interpolate
        s0 = self.enter(x)
        s1 = self.down1(pool(s0, 2))
        bottom = self.down2(pool(s1, 2))
        u1 = self.up1(torch.cat([up(bottom, scale_factor=2.0, mode="nearest"), s1], 1))
        return self.head(self.up0(torch.cat([up(u1, scale_factor=2.0, mode="nearest"), s0], 1)))


VGG16_LAYERS = (64, 64, "M", 128, 128, "M", 256, 256, 256, "M", 512, 512, 512, "M", 512, 512, 512, "M")


def vgg16(scale: float = 1.0) -> nn.Module:
    """VGG-16; `scale` multiplies every convolution's channels (torchvision's own model where it is 1 and installed)."""
    if scale == 1.0:
        try:
            import torchvision

            return torchvision.models.vgg16(weights=None)
        except ImportError:
            pass
    layers, channels = [], 3
    for item in VGG16_LAYERS:
        if item == "M":
            layers.append(nn.MaxPool2d(2))
        else:
            width = int(item * scale)
            layers += [nn.Conv2d(channels, width, 3, padding=1), nn.ReLU(inplace=True)]
            channels = width
    head = nn.Sequential(nn.AdaptiveAvgPool2d(7), nn.Flatten(), nn.Linear(channels * 49, 4096), nn.ReLU(True),
                         nn.Linear(4096, 4096), nn.ReLU(True), nn.Linear(4096, 1000))
    return nn.Sequential(nn.Sequential(*layers), head)


class Block(nn.Module):
    """torchvision's BasicBlock (two 3x3 convolutions) or, with `bottleneck`, Bottleneck (1x1, 3x3 with the stride,
    1x1 to 4x the width), each convolution followed by batch norm, the shortcut added before the last ReLU."""

    def __init__(self, c_in: int, width: int, stride: int, bottleneck: bool):
        super().__init__()
        c_out = 4 * width if bottleneck else width
        norm = nn.BatchNorm2d
        if bottleneck:
            self.conv1, self.bn1 = nn.Conv2d(c_in, width, 1, bias=False), norm(width)
            self.conv2, self.bn2 = nn.Conv2d(width, width, 3, stride, 1, bias=False), norm(width)
            self.conv3, self.bn3 = nn.Conv2d(width, c_out, 1, bias=False), norm(c_out)
        else:
            self.conv1, self.bn1 = nn.Conv2d(c_in, width, 3, stride, 1, bias=False), norm(width)
            self.conv2, self.bn2 = nn.Conv2d(width, width, 3, 1, 1, bias=False), norm(width)
        self.relu = nn.ReLU(inplace=True)
        self.downsample = None if stride == 1 and c_in == c_out else nn.Sequential(
            nn.Conv2d(c_in, c_out, 1, stride, bias=False), norm(c_out))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if hasattr(self, "conv3"):
            out = self.bn3(self.conv3(self.relu(out)))
        return self.relu(out + (x if self.downsample is None else self.downsample(x)))


RESNET_BLOCKS = {18: ((2, 2, 2, 2), False), 34: ((3, 4, 6, 3), False), 50: ((3, 4, 6, 3), True)}


def resnet(depth: int) -> nn.Module:
    """ResNet-18, -34 or -50 for ImageNet (torchvision's where it is installed), random weights, with every batch
    norm's statistics and affine drawn at a trained network's order, so that folding them into the convolutions
    matters and is checked."""
    try:
        import torchvision

        model = getattr(torchvision.models, f"resnet{depth}")(weights=None)
    except ImportError:
        blocks, bottleneck = RESNET_BLOCKS[depth]
        layers, c_in = [], 64
        for stage, count in enumerate(blocks):
            width = 64 << stage
            for i in range(count):
                layers.append(Block(c_in, width, 2 if stage and i == 0 else 1, bottleneck))
                c_in = 4 * width if bottleneck else width
        model = nn.Sequential(nn.Conv2d(3, 64, 7, 2, 3, bias=False), nn.BatchNorm2d(64), nn.ReLU(inplace=True),
                              nn.MaxPool2d(3, 2, 1), *layers, nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(c_in, 1000))
    generator = torch.Generator().manual_seed(depth)
    trained_batch_norms(model, lambda tensor, low, high: tensor.copy_(torch.rand(tensor.shape, generator=generator)
                                                                      * (high - low) + low))
    return model


def photograph() -> torch.Tensor:
    """The sample photograph as a float (3, H, W) tensor in [0, 1]."""
    try:
        from torchvision.io import read_image

        return read_image(str(PHOTO)).float() / 255
    except ImportError:
        import matplotlib.image

        return torch.from_numpy(matplotlib.image.imread(PHOTO).copy()).permute(2, 0, 1).float() / 255


def frame(height: int, width: int) -> torch.Tensor:
    """The photograph's luma, resized to one (1, 1, height, width) frame: VDSR's input."""
    rgb = photograph()
    luma = (0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2])[None, None]
    return torch.nn.functional.interpolate(luma, size=(height, width), mode="bicubic", align_corners=False).clamp(0, 1)


def rgb_frame(height: int, width: int) -> torch.Tensor:
    """The photograph resized to one (1, 3, height, width) frame in [0, 1]: EDSR's input."""
    rgb = photograph()[None]
    return torch.nn.functional.interpolate(rgb, size=(height, width), mode="bicubic", align_corners=False).clamp(0, 1)


def images(batch: int, size: int = 224, seed: int = 0) -> torch.Tensor:
    """A batch of random crops of the photograph, resized to size x size and normalised as ImageNet models expect."""
    rgb, generator = photograph(), torch.Generator().manual_seed(seed)
    _, h, w = rgb.shape
    crops = []
    for _ in range(batch):
        side = int(torch.randint(min(h, w) // 2, min(h, w) + 1, (1,), generator=generator))
        top, left = (int(torch.randint(0, d - side + 1, (1,), generator=generator)) for d in (h, w))
        crop = rgb[:, top:top + side, left:left + side][None]
        crops.append(torch.nn.functional.interpolate(crop, size=(size, size), mode="bilinear", align_corners=False))
    mean, std = torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1), torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1)
    return (torch.cat(crops) - mean) / std
